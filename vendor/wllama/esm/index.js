var __defProp = Object.defineProperty;
var __defNormalProp = (obj, key, value) => key in obj ? __defProp(obj, key, { enumerable: true, configurable: true, writable: true, value }) : obj[key] = value;
var __publicField = (obj, key, value) => __defNormalProp(obj, typeof key !== "symbol" ? key + "" : key, value);

// src/glue/messages.ts
var GLUE_VERSION = 1;
var GLUE_MESSAGE_PROTOTYPES = {
  "erro_evt": {
    "name": "erro_evt",
    "structName": "glue_msg_error",
    "className": "GlueMsgError",
    "fields": [
      {
        "type": "str",
        "name": "message",
        "isNullable": false
      }
    ]
  },
  "load_req": {
    "name": "load_req",
    "structName": "glue_msg_load_req",
    "className": "GlueMsgLoadReq",
    "fields": [
      {
        "type": "arr_str",
        "name": "model_paths",
        "isNullable": false
      },
      {
        "type": "str",
        "name": "mmproj_path",
        "isNullable": true
      },
      {
        "type": "bool",
        "name": "n_ctx_auto",
        "isNullable": false
      },
      {
        "type": "bool",
        "name": "use_mmap",
        "isNullable": false
      },
      {
        "type": "bool",
        "name": "use_mlock",
        "isNullable": false
      },
      {
        "type": "int",
        "name": "n_gpu_layers",
        "isNullable": false
      },
      {
        "type": "int",
        "name": "n_ctx",
        "isNullable": false
      },
      {
        "type": "int",
        "name": "n_threads",
        "isNullable": false
      },
      {
        "type": "str",
        "name": "model_alias",
        "isNullable": true
      },
      {
        "type": "int",
        "name": "log_level",
        "isNullable": true
      },
      {
        "type": "bool",
        "name": "embeddings",
        "isNullable": true
      },
      {
        "type": "bool",
        "name": "offload_kqv",
        "isNullable": true
      },
      {
        "type": "int",
        "name": "n_batch",
        "isNullable": true
      },
      {
        "type": "int",
        "name": "n_ubatch",
        "isNullable": true
      },
      {
        "type": "int",
        "name": "n_parallel",
        "isNullable": true
      },
      {
        "type": "str",
        "name": "pooling_type",
        "isNullable": true
      },
      {
        "type": "str",
        "name": "rope_scaling_type",
        "isNullable": true
      },
      {
        "type": "float",
        "name": "rope_freq_base",
        "isNullable": true
      },
      {
        "type": "float",
        "name": "rope_freq_scale",
        "isNullable": true
      },
      {
        "type": "float",
        "name": "yarn_ext_factor",
        "isNullable": true
      },
      {
        "type": "float",
        "name": "yarn_attn_factor",
        "isNullable": true
      },
      {
        "type": "float",
        "name": "yarn_beta_fast",
        "isNullable": true
      },
      {
        "type": "float",
        "name": "yarn_beta_slow",
        "isNullable": true
      },
      {
        "type": "int",
        "name": "yarn_orig_ctx",
        "isNullable": true
      },
      {
        "type": "str",
        "name": "cache_type_k",
        "isNullable": true
      },
      {
        "type": "str",
        "name": "cache_type_v",
        "isNullable": true
      },
      {
        "type": "bool",
        "name": "kv_unified",
        "isNullable": true
      },
      {
        "type": "bool",
        "name": "flash_attn",
        "isNullable": true
      },
      {
        "type": "bool",
        "name": "swa_full",
        "isNullable": true
      },
      {
        "type": "int",
        "name": "n_ctx_checkpoints",
        "isNullable": true
      },
      {
        "type": "int",
        "name": "checkpoint_min_step",
        "isNullable": true
      },
      {
        "type": "str",
        "name": "chat_template",
        "isNullable": true
      },
      {
        "type": "bool",
        "name": "jinja",
        "isNullable": true
      },
      {
        "type": "arr_str",
        "name": "default_template_kwargs_keys",
        "isNullable": true
      },
      {
        "type": "arr_str",
        "name": "default_template_kwargs_vals",
        "isNullable": true
      },
      {
        "type": "bool",
        "name": "reasoning",
        "isNullable": true
      },
      {
        "type": "int",
        "name": "image_min_tokens",
        "isNullable": true
      },
      {
        "type": "int",
        "name": "image_max_tokens",
        "isNullable": true
      },
      {
        "type": "bool",
        "name": "warmup",
        "isNullable": true
      },
      {
        "type": "bool",
        "name": "no_kv_offload",
        "isNullable": true
      },
      {
        "type": "bool",
        "name": "mmproj_offload",
        "isNullable": true
      },
      {
        "type": "bool",
        "name": "cont_batching",
        "isNullable": true
      },
      {
        "type": "int",
        "name": "n_keep",
        "isNullable": true
      },
      {
        "type": "bool",
        "name": "ctx_shift",
        "isNullable": true
      },
      {
        "type": "bool",
        "name": "cache_idle_slots",
        "isNullable": true
      },
      {
        "type": "int",
        "name": "n_cache_reuse",
        "isNullable": true
      },
      {
        "type": "arr_str",
        "name": "lora_paths",
        "isNullable": true
      },
      {
        "type": "arr_float",
        "name": "lora_scales",
        "isNullable": true
      },
      {
        "type": "bool",
        "name": "lora_init_without_apply",
        "isNullable": true
      },
      {
        "type": "str",
        "name": "spec_draft_model",
        "isNullable": true
      },
      {
        "type": "int",
        "name": "spec_draft_ngl",
        "isNullable": true
      },
      {
        "type": "int",
        "name": "spec_draft_n_max",
        "isNullable": true
      },
      {
        "type": "int",
        "name": "spec_draft_n_min",
        "isNullable": true
      },
      {
        "type": "float",
        "name": "spec_draft_p_min",
        "isNullable": true
      },
      {
        "type": "int",
        "name": "spec_draft_threads",
        "isNullable": true
      },
      {
        "type": "int",
        "name": "spec_draft_threads_batch",
        "isNullable": true
      },
      {
        "type": "arr_str",
        "name": "kv_overrides_keys",
        "isNullable": true
      },
      {
        "type": "arr_str",
        "name": "kv_overrides_vals",
        "isNullable": true
      },
      {
        "type": "int",
        "name": "reasoning_budget_tokens",
        "isNullable": true
      },
      {
        "type": "str",
        "name": "reasoning_budget_message",
        "isNullable": true
      },
      {
        "type": "str",
        "name": "reasoning_format",
        "isNullable": true
      },
      {
        "type": "bool",
        "name": "skip_chat_parsing",
        "isNullable": true
      },
      {
        "type": "bool",
        "name": "prefill_assistant",
        "isNullable": true
      }
    ]
  },
  "load_res": {
    "name": "load_res",
    "structName": "glue_msg_load_res",
    "className": "GlueMsgLoadRes",
    "fields": [
      {
        "type": "bool",
        "name": "success",
        "isNullable": false
      },
      {
        "type": "int",
        "name": "n_ctx",
        "isNullable": false
      },
      {
        "type": "int",
        "name": "n_batch",
        "isNullable": false
      },
      {
        "type": "int",
        "name": "n_ubatch",
        "isNullable": false
      },
      {
        "type": "int",
        "name": "n_vocab",
        "isNullable": false
      },
      {
        "type": "int",
        "name": "n_ctx_train",
        "isNullable": false
      },
      {
        "type": "int",
        "name": "n_embd",
        "isNullable": false
      },
      {
        "type": "int",
        "name": "n_layer",
        "isNullable": false
      },
      {
        "type": "arr_str",
        "name": "metadata_key",
        "isNullable": false
      },
      {
        "type": "arr_str",
        "name": "metadata_val",
        "isNullable": false
      },
      {
        "type": "int",
        "name": "token_bos",
        "isNullable": false
      },
      {
        "type": "int",
        "name": "token_eos",
        "isNullable": false
      },
      {
        "type": "int",
        "name": "token_eot",
        "isNullable": false
      },
      {
        "type": "arr_int",
        "name": "list_tokens_eog",
        "isNullable": false
      },
      {
        "type": "bool",
        "name": "add_bos_token",
        "isNullable": false
      },
      {
        "type": "bool",
        "name": "add_eos_token",
        "isNullable": false
      },
      {
        "type": "bool",
        "name": "has_encoder",
        "isNullable": false
      },
      {
        "type": "int",
        "name": "token_decoder_start",
        "isNullable": false
      },
      {
        "type": "str",
        "name": "media_marker",
        "isNullable": false
      },
      {
        "type": "bool",
        "name": "has_image_input",
        "isNullable": false
      },
      {
        "type": "bool",
        "name": "has_audio_input",
        "isNullable": false
      }
    ]
  },
  "cmpl_req": {
    "name": "cmpl_req",
    "structName": "glue_msg_completion_req",
    "className": "GlueMsgCompletionReq",
    "fields": [
      {
        "type": "bool",
        "name": "is_chat",
        "isNullable": false
      },
      {
        "type": "str",
        "name": "data_json",
        "isNullable": false
      },
      {
        "type": "arr_raw",
        "name": "files",
        "isNullable": false
      }
    ]
  },
  "cmpl_res": {
    "name": "cmpl_res",
    "structName": "glue_msg_completion_res",
    "className": "GlueMsgCompletionRes",
    "fields": [
      {
        "type": "bool",
        "name": "success",
        "isNullable": false
      },
      {
        "type": "int",
        "name": "req_id",
        "isNullable": false
      }
    ]
  },
  "embd_req": {
    "name": "embd_req",
    "structName": "glue_msg_embedding_req",
    "className": "GlueMsgEmbeddingReq",
    "fields": [
      {
        "type": "str",
        "name": "data_json",
        "isNullable": false
      },
      {
        "type": "arr_raw",
        "name": "files",
        "isNullable": false
      }
    ]
  },
  "embd_res": {
    "name": "embd_res",
    "structName": "glue_msg_embedding_res",
    "className": "GlueMsgEmbeddingRes",
    "fields": [
      {
        "type": "bool",
        "name": "success",
        "isNullable": false
      },
      {
        "type": "int",
        "name": "req_id",
        "isNullable": false
      }
    ]
  },
  "rrnk_req": {
    "name": "rrnk_req",
    "structName": "glue_msg_rerank_req",
    "className": "GlueMsgRerankReq",
    "fields": [
      {
        "type": "str",
        "name": "data_json",
        "isNullable": false
      }
    ]
  },
  "rrnk_res": {
    "name": "rrnk_res",
    "structName": "glue_msg_rerank_res",
    "className": "GlueMsgRerankRes",
    "fields": [
      {
        "type": "bool",
        "name": "success",
        "isNullable": false
      },
      {
        "type": "int",
        "name": "req_id",
        "isNullable": false
      }
    ]
  },
  "gres_req": {
    "name": "gres_req",
    "structName": "glue_msg_get_result_req",
    "className": "GlueMsgGetResultReq",
    "fields": [
      {
        "type": "int",
        "name": "req_id",
        "isNullable": false
      }
    ]
  },
  "gres_res": {
    "name": "gres_res",
    "structName": "glue_msg_get_result_res",
    "className": "GlueMsgGetResultRes",
    "fields": [
      {
        "type": "bool",
        "name": "success",
        "isNullable": false
      },
      {
        "type": "bool",
        "name": "has_more",
        "isNullable": false
      },
      {
        "type": "bool",
        "name": "is_error",
        "isNullable": false
      },
      {
        "type": "str",
        "name": "data_json",
        "isNullable": false
      }
    ]
  },
  "cncl_req": {
    "name": "cncl_req",
    "structName": "glue_msg_cancel_req",
    "className": "GlueMsgCancelReq",
    "fields": [
      {
        "type": "int",
        "name": "req_id",
        "isNullable": false
      }
    ]
  },
  "cncl_res": {
    "name": "cncl_res",
    "structName": "glue_msg_cancel_res",
    "className": "GlueMsgCancelRes",
    "fields": [
      {
        "type": "bool",
        "name": "success",
        "isNullable": false
      }
    ]
  },
  "tbop_req": {
    "name": "tbop_req",
    "structName": "glue_msg_test_backend_ops_req",
    "className": "GlueMsgTestBackendOpsReq",
    "fields": [
      {
        "type": "arr_str",
        "name": "args",
        "isNullable": false
      }
    ]
  },
  "tbop_res": {
    "name": "tbop_res",
    "structName": "glue_msg_test_backend_ops_res",
    "className": "GlueMsgTestBackendOpsRes",
    "fields": [
      {
        "type": "int",
        "name": "retcode",
        "isNullable": false
      },
      {
        "type": "bool",
        "name": "success",
        "isNullable": false
      }
    ]
  }
};

// src/glue/glue.ts
var GLUE_MAGIC = new Uint8Array([71, 76, 85, 69]);
var GLUE_DTYPE_NULL = 0;
var GLUE_DTYPE_BOOL = 1;
var GLUE_DTYPE_INT = 2;
var GLUE_DTYPE_FLOAT = 3;
var GLUE_DTYPE_STRING = 4;
var GLUE_DTYPE_RAW = 5;
var GLUE_DTYPE_ARRAY_BOOL = 6;
var GLUE_DTYPE_ARRAY_INT = 7;
var GLUE_DTYPE_ARRAY_FLOAT = 8;
var GLUE_DTYPE_ARRAY_STRING = 9;
var GLUE_DTYPE_ARRAY_RAW = 10;
var TYPE_MAP = {
  str: GLUE_DTYPE_STRING,
  int: GLUE_DTYPE_INT,
  float: GLUE_DTYPE_FLOAT,
  bool: GLUE_DTYPE_BOOL,
  raw: GLUE_DTYPE_RAW,
  arr_str: GLUE_DTYPE_ARRAY_STRING,
  arr_int: GLUE_DTYPE_ARRAY_INT,
  arr_float: GLUE_DTYPE_ARRAY_FLOAT,
  arr_bool: GLUE_DTYPE_ARRAY_BOOL,
  arr_raw: GLUE_DTYPE_ARRAY_RAW,
  null: GLUE_DTYPE_NULL
};
function glueDeserialize(buf) {
  let offset = 0;
  const view = new DataView(buf.buffer);
  const readUint32 = () => {
    const value = view.getUint32(offset, true);
    offset += 4;
    return value;
  };
  const readInt32 = () => {
    const value = view.getInt32(offset, true);
    offset += 4;
    return value;
  };
  const readFloat = () => {
    const value = view.getFloat32(offset, true);
    offset += 4;
    return value;
  };
  const readBool = () => {
    return readUint32() !== 0;
  };
  const readString = (customLen) => {
    const length = customLen ?? readUint32();
    const value = new TextDecoder().decode(buf.slice(offset, offset + length));
    offset += length;
    return value;
  };
  const readRaw = () => {
    const length = readUint32();
    const value = buf.slice(offset, offset + length);
    offset += length;
    return value;
  };
  const readArray = (readItem) => {
    const length = readUint32();
    const value = new Array(length);
    for (let i = 0; i < length; i++) {
      value[i] = readItem();
    }
    return value;
  };
  const readNull = () => null;
  const readField = (field) => {
    switch (field.type) {
      case "str":
        return readString();
      case "int":
        return readInt32();
      case "float":
        return readFloat();
      case "bool":
        return readBool();
      case "raw":
        return readRaw();
      case "arr_str":
        return readArray(readString);
      case "arr_int":
        return readArray(readInt32);
      case "arr_float":
        return readArray(readFloat);
      case "arr_bool":
        return readArray(readBool);
      case "arr_raw":
        return readArray(readRaw);
      case "null":
        return readNull();
    }
  };
  const magicValid = buf[0] === GLUE_MAGIC[0] && buf[1] === GLUE_MAGIC[1] && buf[2] === GLUE_MAGIC[2] && buf[3] === GLUE_MAGIC[3];
  offset += 4;
  if (!magicValid) {
    throw new Error("Invalid magic number");
  }
  const version = readUint32();
  if (version !== GLUE_VERSION) {
    throw new Error("Invalid version number");
  }
  const name = readString(8);
  const msgProto = GLUE_MESSAGE_PROTOTYPES[name];
  if (!msgProto) {
    throw new Error(`Unknown message name: ${name}`);
  }
  const output = { _name: name };
  for (const field of msgProto.fields) {
    const readType = readUint32();
    if (readType === GLUE_DTYPE_NULL) {
      if (!field.isNullable) {
        throw new Error(
          `${name}: Expect field ${field.name} to be non-nullable`
        );
      }
      output[field.name] = null;
      continue;
    }
    if (readType !== TYPE_MAP[field.type]) {
      throw new Error(
        `${name}: Expect field ${field.name} to have type ${field.type}`
      );
    }
    output[field.name] = readField(field);
  }
  return output;
}
function glueSerialize(msg) {
  const msgProto = GLUE_MESSAGE_PROTOTYPES[msg._name];
  if (!msgProto) {
    throw new Error(`Unknown message name: ${msg._name}`);
  }
  const bufs = [];
  const writeUint32 = (value) => {
    const buf = new ArrayBuffer(4);
    new DataView(buf).setUint32(0, value, true);
    bufs.push(new Uint8Array(buf));
  };
  const writeInt32 = (value) => {
    const buf = new ArrayBuffer(4);
    new DataView(buf).setInt32(0, value, true);
    bufs.push(new Uint8Array(buf));
  };
  const writeFloat = (value) => {
    const buf = new ArrayBuffer(4);
    new DataView(buf).setFloat32(0, value, true);
    bufs.push(new Uint8Array(buf));
  };
  const writeBool = (value) => {
    writeUint32(value ? 1 : 0);
  };
  const writeString = (value) => {
    const utf8 = new TextEncoder().encode(value);
    writeUint32(utf8.byteLength);
    bufs.push(utf8);
  };
  const writeRaw = (value) => {
    writeUint32(value.byteLength);
    bufs.push(value);
  };
  const writeArray = (value, writeItem) => {
    writeUint32(value.length);
    for (const item of value) {
      writeItem(item);
    }
  };
  const writeNull = () => {
  };
  bufs.push(GLUE_MAGIC);
  writeUint32(GLUE_VERSION);
  {
    const utf8 = new TextEncoder().encode(msg._name);
    bufs.push(utf8);
  }
  for (const field of msgProto.fields) {
    const val = msg[field.name];
    if (!field.isNullable && (val === null || val === void 0)) {
      throw new Error(
        `${msg._name}: Expect field ${field.name} to be non-nullable`
      );
    }
    if (val === null || val === void 0) {
      writeUint32(GLUE_DTYPE_NULL);
      continue;
    }
    writeUint32(TYPE_MAP[field.type]);
    switch (field.type) {
      case "str":
        writeString(val);
        break;
      case "int":
        writeInt32(val);
        break;
      case "float":
        writeFloat(val);
        break;
      case "bool":
        writeBool(val);
        break;
      case "raw":
        writeRaw(val);
        break;
      case "arr_str":
        writeArray(val, writeString);
        break;
      case "arr_int":
        writeArray(val, writeInt32);
        break;
      case "arr_float":
        writeArray(val, writeFloat);
        break;
      case "arr_bool":
        writeArray(val, writeBool);
        break;
      case "arr_raw":
        writeArray(val, writeRaw);
        break;
      case "null":
        writeNull();
        break;
    }
  }
  const totalLength = bufs.reduce((acc, buf) => acc + buf.byteLength, 0);
  const output = new Uint8Array(totalLength);
  let offset = 0;
  for (const buf of bufs) {
    output.set(buf, offset);
    offset += buf.byteLength;
  }
  return output;
}

// src/wasm/source-map.ts
var WASM_SOURCE_MAP = {
  "default": "H4sIAAAAAAAAA+S9e6wlyXkfRoDcl7jkLve9JHfJXZJL7ix3du65d2buOZwd7mv2wZ19P8Qlr1Ws0119Tu/t1/TjnHuX5DUTWbYiKYwly7KelCBZUhw7shUkFpCXEzhR4CTOA0giG0LgwEn+SQDHAQIhgYNF8H1V1V3PPn3OvcMdRcAAc25VdVV1dT2++r7f9/s+/6EPfej/+PSHPnTdrR/60N0srYIyLmqWkWkTJ3Wckahk7HN5wUpa5+Xe6EzGlnuj3Sar4lnGwr3RmSTPZnuj8Y/MZmlC6DQv6xeTJCWzkhZzEuRZzQ7qySSY7o12sUjNsiovT+2Ngr3RmWBOodIgz6paJMVZvTcay8QmSWhKSZqHLCFTWrHJJCgZrZmoZ2+0e/nyS+TNl8kLL716WT71EK+qqsPJJM7iOqZJ/B4rSRJX9QXeYej36dOnLxqP8NY/E+Rpmmfk3SrPJpMj5a+90e7eaHwj1nz69OmPEhIcUFLPy3x5D/9NkyQPoIPsIGBFHefZHTwDRrJL/BgfrzAkcVokp6u6jLMZifIypfXeaNcxMKdPn94bjcl4tD0+HSRxIQYlyWnIyskE/heDUkEFUCKoDx7aG42Xjg8C3zckWV6mzg8zJAVqhQpIfVgw18d7RgxcwWakoGUF3ZRT6RHoo5mtfIy2kutTlgZp8RSfCEk+I3FWszKjiew4pCVswRLvnOJD94poD8rTMOw6kOQz9SWH1sc/4YzVpMyX1TtZks9TmmWTCUwUQqcxWWyTrRE5M5lMaRUHOIEudMVg+k0mtKpYWZM4W9AypjB+u9M8T5QRuAXbKVk1pwUj2+Fr1rjhauWzIK5ZiUODU5S3yyfXBf4iov/qxB+fV2Y4WdCkgWVmJtmzcvwRdlBE92L3+HyK8nJJy5Cwg4Jm4cd5x/OC4STf4+91Rl3ScvbCKO6zwwvdxsL7uAuTbH/Bu63sOnEmV6wYrB/zzvEkLylJN5vm7Te4CdOh5pvxV9okJKX1Ln+XeUFLmlaTSUZYOg3JnNGQ7Ov7pL40buF7AstCEtA6mH+srRVGqq/aRV+1z+Cyx2HYfM99ccB3ipKc1ub3wUT9s/DRKliZNjXTJ/IovBv/jisc13jW5E2FS4kPRsVqklFY/f7pXtPZelMdB6Bv2zkUL491ys3q8cf3zk7pNJ5kbGv3zNaZM3tnQ6uNtbthLKbrq7pMWHY7nxmzBtZRyRJGK6al0eBKE5fGYO6EHyckPMxoGgckoFX9Cf7IlM3ijE8x/ikWMVuS7XDLmmEwufqm1lPamagfie6DtivD3378UM+XrAoaMH66nrH6VuZ1X9e47FEFNGG382O1ZKSiKSM4ODvOd8VZ66/zo3LBB7T+SJBXkTJ8o/B9724TRdnGB+q1lgIvGUUZyQvliIfEM47XP7LS+Nck586c33nM+gRR1Df655WZ0mR1nLTyw5Enhzc28n6XOCtI3tQkDiteVDb1tOMR16t0afwltPPTvV8vyOwK7XvNj1RxFo2VfRaabv/ARrst2G72YTU7ZEGMX0FP4i/r6eD+qg5eNhZ9VtM4q9aULuTvJ/FwOo4E9wltH4S7BkqH8/LB1YLz6d6pUeTGtDj3bpy9SyeTqMkCQstZxc8+Xs6+/sjH3ujZ4kpWMN7HngOoPY67c9khDRwUIDM2Fevdsp/Vvh42vcl3+0rvyMFEsna89tnvL/I4lMcpITXcgaY0oVnACI1qVpI4A/nXcb52j6jnq6gjy0OG98EL0MCpi6eUG5+/yPhW7CafLChcfFEbova87z4SP+HGT3jHIFiwwLnj69/iNiyQsaUoRLZCfsRk08OaVZ9o14FcG4Nl8i7tIfhqd5O3smWcheRpmiSvsrLKM5rE9eE/8L7BFTwJxf2KHlrT0XEwtFfo2VVMaJeBcR+6wxxKEJmvL/MmC6PbbJHy2xtezNSBD1lVl/nh3mi3r7KQ1TROJhN8iMDXv9ehUUlRQ3DaOfH2zk73zoaOm9abM6zysGBCC6L/7d74sMycZmHCyoeUpJCf5uOPJPks+n+884LWdaYdfHFWNDUmk/3FNSGhDEnBW4lrST7iWGFHriW2NxrfEBdlnNXRT6/QR9mLydzTT2xljL+cUhKWJEpoQOCmAAqggAZz6LKSNa1gAh30HUxNwk72GqWs2qV6JT0BrZOhcfJ+Xa58qEuaVUVesZ/YcBfoslYsfm8d6pFqnQKjULlX7IQX19/01er94i8uWjiucXoqw/R76gG9YEGdlxe6icDHgBBagYhBlnE9J1X8HvMd1+1DA6aTemSvLibkrFdtsYxlVVMyEuRNVrtkM0NzZAhsXNdQphXOSuZQrILY12yP1l8glo5K5v+0eAl+TgR5WtCyXYDVnJYsJEVdXuiKOWpfq7CrQZIXe6PxywNn3MAr/pM92wyt8zQOVul9tx1XRRB4+wTd62esZtniNvgcF7UF90iP1sKUnG6MxCbvv92nOfsAbvgDTgjXTZ3POmOT5KMrLhAzWqPVARZT91zt2BLa46taY0uIM+UKBltCl9D9EuvxgaqexgS06VvnxGkEf4vxR2UzrfP4fZdS0rQIaTPItWzUfa6gcXlBXTKnPvCCfosWV0ODJemCfrcrS3o4fJXyM6eKZ2keiwMIBpqMwk9xZT4N9kE1PW2iCK5oFZnnVf1ZsYvwvQ//188S5SjbEtVOaVnGrHxY3VLimqWGpAVJvK5/ebXymeQloaUYQ3xzh62gyzRsCg+5bAnaNv1Kzx6GKqc179EPK/XRkmVU12JhEn/5+3t2q73RWBghaFX/R6qWumQzdgDWiGDuO5ehc2QzNbVSHBsaUJp3CJNpVleTCfYNpNGZ2Ga05T51Lvd7XDMRZr4+SCwL9Ukob/TBnNYkrWbdYMsUXv7fseXSa0F3a+3i+kn3+Z65yQqhw7rHuTfsjcaPqiMhD9gjO1HMRk1qABVve7GF7LvMD8Q1KmDGCNLiDodtZ2sbx5xlQR4yxUYtDVNdpujHKbS1Z/xUvltrT8jPFatPwXb54tvKJVrMh3Y/6JR661265e+zUFGd77MM99QioWk+EpOmPW4WeUCn6rJ/X/lUrKjiBH4Lcce4P1U1LWtfJrytJ0tYe73VsisNA02bJz+Y57E/F9SVdQxYBV8J6u9ZlusKDuxonSsAgFP6sn2kW44kyGeLBI8IM40/I+zKqE4lO+FTmtGz/e2ZYHFKZ4xEINB33+qlPsuUGMVVx2vBZuJ4/dhs1kQkAiXcPjt8YYA5FYqYJxik6feHV1cdTCTPGMkj2VPndU6bomseI4QsS6prY5clLeD4Li90q4eXUPSxAwrxI6JkVZPUldHa1TqJbiSkms9YHWzrGyZKtvoFQd6DurH7rcGG4iWeviBjqEMXV3XJaDptIiIXh1XSgWZa56k1+ug2ZrtaWz3oaz01Ni3RcUWqZa9RamQ/UbKg7HuEC6N1nDLSVHeqCA6EGczjrL6vyWI8eoKixglSEeXkPNTOwnz6LgtqOBKF9WIzqWrI7X2s392xS9Aw7BxCo+yxXFU1rVnKsnoyYQcsaGrYwUSekLNUK8/XRVZJ44qFHVDNTllT/LV0XrqaawPD1Cu6UWlOqzmp6TRhF7oUeU0Nc1IyKHGhLht20Wm8+2LPvprScl9al1/sKcfP0uFnxBdM4SoGDVTG9G95k7ioJc0tHcaBTGNa6fCPrZCXBB1We59bkFF4Q8LtIs+K04fVlIRsAcc+zKCqSOKa4EzRJV/jRooWtL3R+NMuoRwrit9jD2pfNWzSgl/5lfe5i5CinpcAvwBA0AFpsiQP9i/WZZyS5TyumcSBrDMfnh5ilEnYASst9e6MCWlWYI6aKVqTuDkuKrZHpM5JVGydu8PsOfT7RgLbSB1tf02z4XNIYMFIROEArloZMXCqJPQhupEjpmj4hDacRVPNceCH3/L9aqx+yw6JqyW9Jkw3xzLv3IpSGEpYC7xP3SKuz5kQHb/Qs5y7S3fvjUtePm9ayFvKV7tB5cLMZIIgXxhg+emaLL7SMNz3u9Lio+2JfUHiXUBTF9Tdzo3XkMmkux+us1AyN6hhf0nLGWhVOLphzaPMr1u/U9stQrbAC+LjPajg7zy+Sj18zrsqeqW1z1SsXLCS1LTan0yOlL/4Bxz7pPMli2dzB7CkfckvuKE1xqHcaEOB27Bn/9XKVLAZtbZFgb/pjLne/VpcGJ7iy72msxnIGcqA8o8M8wBOdOt46gbun5FvfOPl0bamI2AzuQRG53gLOOh1nicViE54p6kuvf7i1pbyUV5/8eU36m1CRlsjdXK9ELz8xjbZ2uJCbEnjunohuHQJEscCS5+XkHLp0htPEf4Pqtom5/j95oU3xuTlN84T+B9KTS+9/OL258mZIHkBSu2AlvWFrfPWrMLib1wmly49Q19/8U3y+otvniHbcBKtefzEsLPPaZYxkCgLAjszfNMsBJiSyOE2WTMVyvv1kZY4e36IfQ+3b332ieNnf8HtwySsFjuKb0aeFqDUEK4O/Dev4LPi3JJFq8MsmJc56EFUlWTJkuYPBhkScWw+QDOivVm9kNZpqED/8ny/Kbi2Z815kOn2eBqSjB3U/O+oBDgq4E5x9ZnmeaNrXRtKQbUK2IBOOSTIOE0blIT17/9xPAoRLQI78JZxxsSV53wxrKRVkyI+25Lot4X4CV+3T5huheS90fhBW/8K87eky1ZqnIkp5bX5LmhyobtJqRNm0NVK/v7fhsiPOHqsLLkX1FoPSAuVBQzY7cxq6525GwER0IhW5MtIAM9IGKeVC6EU4L57PmSsqBjbJ4sdUuVljRu8VNH4QQg/oZ4VVTBnfANZsLKGOYA+T5shTtZZjI/JQw+mYCuKHTlS+XR8WBgkynwp7zVNVtGos028WzBwExo/s/ltowrkxvrT3p1cXBd0ybysvPKvDhZth6k92rsnfNP/sufyUrIrElw2/Ppyus8jhqSJcTLxraTKo5qk9ADvXly7G8UJ94X5rG1mgC7iFMVD5EtivlUUZCVuI+pmp0g9tQKbkLEZl8F6hc+/Ye9Zi7h22owsE72JWzLtPHYV/d8RxTzZBZIXtQYN/4KeNZkcmWXhK3zPgc4tWZovvCfzCeNx3x+ylvhiXWfrVZ5o917sStYkSWHuvYNqzCtuCqk335Pa4tiLuiT1q/x4X9IFlxeKIOXHfNXKCEu68IkuyuSS+pnTqggSMtRndsKDJnhA8Zd6Vj6qmtZa+pfjirArTed9iCdgnEW5CwjhyxRXl3sElqCK0TDGsrriC49LGjXN5re0bmJ5UxeN0JwExSH3BwoSmhanei6bFy606x2+1N+xF7fQk3yQ6gy7VDvef004DZesSCjg6ZMhyIRjzNuBR29n298euaE8D/BJ1UzBGtM6rfA/+c70hH5jmUyKkqkoOXHB6B40O/GmJh2LkarNv9eU8G/RLAdx+OMnDqodeC1XFortcaI7WW/i8XGvbidHawf/LoEKmutMvob7xPq3OE3FQ5s6l6+i/g7yJAG7S1EyVOCE/JomDrPQUnPIg4Bmh8s5KxkarNlBXdJgU1+Yr284tIZ53BYt/vPB55otVraWGZKyqqIzNtBPAYVUfiSbVeLAks20jHyHnrGkUaBl2+Gdyk0jQhX6ku6zn++zvOPlYYDD1GYfwri4KGtqqpQ4Zeg0dDU7SDetEpJUSb4kBa3nljLeApt+DN3X5Ae7mQhLSBQn7EcIkT/vV6CADsDddXAMRh/OG3FBnyUNyszKuO+EEoih2jfrnDR1tOsymf6Jen2rWVokgK0M4xJWHi2K5JA787evpBU0xlNdvTOWwdIReBIPMjPHeUwTawCvctHxkePW2k7EiK4L+lt3zQhLUrz9Me7iWDLkFPnMU/xK/nqTgHOK8hefCJeUj1qRqMxT+V3XafyTQh1eJXkNmAn0OecNfLig4dePZV7je7TohD5937GdadCJpVpSWEXgB2f4wHLN/GoI56/F6QzVFfA6FddWKuifZtfcEdQ8O43XoD3BqyU0meU8oYCO14eJumG68KedrVEQh+g2VbCSyN8lm10fLcu4ZuclZl+QhFSdRsOTw0e6D9dUsmjNeaJabgSQFZQ5uk1B9MO2eD8h/CWlCWFtU8RP6rKA/trD9qN2P/PvQG1HxN14b7RrHXCAfp/DavUYf4xtuk8nsrB1Ih9rz0/CSkmvopvcQQCq/4wDDCWsGlE9KaMKlLVN4gP7fJ9TChIB9c7c7sN/3l4AFV0YynadPKpqTSUy/20LoFyyLGTcvMeyTSXTjwmYXRQkecV+zmGN6eD7a/hw6A91dgJxgypoKS/u3gxhaPk3HF0SQzHjOL+BXdIf6hb+rKRpikbEeDZjpkl0UCHR1X/fPFqkIgvU4Nte3djTCccdyS+I/h367q9qQI6XTUjCqkrsUsrlfvxa15kqDp5MZq/mSRwcihfcBMn8RWPbBD26uZEiSE7IEeKmj3Ii4Gfh1sW1dxsbPPB5ExXfqaDuUYUEtJwvaAIVM8Py2Rk9i0NkaGolZa6aGKqm0TVf75vaCv1vXYgx3qzPWYm3a6iIHf5drl9DDMrrpPF+gmimcsHgWwl5pkrRzsPVcNWVkrsAoEYRlXRRVDHhvA9yIRpH+aDe54L2o5YfDM43hUnJUN//tr3/AsxMXkicrp/cHMhq2w2ow/fLavEbcJMBejgduTP4bP8XzouSessp87So/395W/qU03jLx2UejJYc0oIXCuv+3Ob23p+1UjB8WqV4hf5zvGGxo1uCpFd+c5wG/JU1C8psBWx/HQ+0dhGdVTSw4qryrGGDgWsfx7eLTdM+beSrtpaYvdH4K2LvLVlV5BlcpSqOTjMRZx30CfsCr3oWIRD8qgN61jIPQKU+mRy5MzTIVLfpcdg3CfLiEBX7gLMykviTr5nIBfiwFfwAtK2ktem34+uD+DA/pTXJa8ZqGPiLLiiE+IAk+6jiSnKzRF6CjpBj17gNFm+xuCnd2e5eUVxWMvWTPBW3qLIjAAWDF98aw3iB28AD2j5XshlWhcNKw7BkVfWsVgJvw1NWeYiNus3eBKfpvlLQCAf9Oi8TQcJo+VaUl4yCb4RYP14D/zo3pT3ti2i+5JsT5cnfFy1B2nb0s1KUBS7y0OogCEH5lMYUJxdTYGxmulu0W5l4I4HK62j7vzsZqfLEsFDrFPNKm48AhlLoHPgGjSgLI42vwesrAEBEZ42tCm2fyO3mzhDqfdVIZB4quh3Id6iY1qJdtUp+pPjERRBgOBRjn8ThQeW2+WtmLHvCfstXe3uCWvXrkqmrAVWQuZkX4IbfT2g7HQhtXDJjB8XtqouA0O063StnrL7HlQ4bukNvxfcTaOqzaEzOQEXg5ijrg1XTTHjdPHtsxjgy3jm7dRV8yjsz7TCf8o8Sgo9UcR0F4or8bh5nhj3T66q3rj75c/KYRwOZgnhWDGYXNC5mewR77VXEJzPQouCCB347972mTxUrBuzDST6buLH0EQgIeLpqSCk1eXy2l7MuZSmZH07L2PAd/6q45AgkkZjb8jpnJDsw4fMB28cVknLU+eD9I7AZZJ70NYTT2b156FfWLyhHHRdZkIQV4OioXBRSpSmpcfFUxUJ6gfGX3Y5rliPLIKjmlwzIKjfsxsgMA3JTLN017jUKZi0R6b70faNFRdBZA8+maqiouc7yu3cmUAaTyZH8qQKmq5oVN8l7suCajdNRkCc/qu2qYIhq5bSqKYq8rFlougpgqRWqirds5wJZrepj0OsFZoOn77HPgEOcHV5HMTDzXM8OinQrSqS2Vuij3AqogcKKcxdRVs4zamNg/yxiFij4JsnzqjVq7uLPGfqAggVNQut4wUhY0qi2NQZmCT4JntTEYpyqa2p9z2rqBMDlYousZmUPNPc59SnFjQPs/TnQJs8Iao9X4SCvwoHaDvXOsAP1hiVnfj1tu+2iGTQonJTR71xZsmyHHRSkZEijDU6X77EydxoaLVWdj4t+bzT+u5tisjVB1jSgugVZC0e+Udso8T6J53irEuYnrKA8HnTTGb/Gx40vrJDWVOz1YAGIQQubY3gDxKi1o2yW1vaqB23A/1H7m68gDvGr84Ls89v3lYZmNVhkAZl1ZZecITsHu3xjpSXNZq3bmTzFaQCgGRdQ2LXyL/eIqyZBhBgx0+zbjVhfXIzvDI2L8VP6Gu/c3nqxJ1cDODN2o8BaWhX72Pha/wPrbIQHhiZP2HU8qB3F0NSD2lllWcKF84jYAy2dk+TyUL7VzzhMX/r0GGj6ssJjGE5Dblci3bh1c1WXdX5AtrZ2z+9cj38kZ4zrQpFXREhOGta4faMbAB48zaI5bh+0CeOcpCwxh73L7Rt2vRSglLVKcbj/y37Xt3ROP3DqJguV7XVN3l3tx5flre1INzRt4NIt67om/LWP49P9eUU+RH83ls8sjoHPGT6LHBxOSpaXrTKpM2unoHjOQep3XcVRb25uOZct9znScm0Mpt6Rv3UtDRyIN3H2oJIxfkNIGc1u6RQ2WyEp5iNTkQycK4eTiTNZsHnZfjTch4YL516BHaT5CjLBZtogiz0N9icToQniHrsXpoBYJFe2yBm+0Jd5uS9gU53Nd/DNAgbo+ihKmmq+5xWoW3WvnaWcoY48BVGkEEzNSprFNdtBnwPYy/m6whfbG+1eieRPh4W23x+r54eY6KAj5vjPGwip4iyM4P95Eqc3AG6+CqPnn3vurWdfYjWdTJ578e0L3V8dzg6ZfXHu9Fxmxt93HEVtaK14jaNIf6jjvM5ncY0MJZpSw07m58lXba8W60C1Dj1l+Sx7QN8bYr1dqi9+s1DafXhwwLZHNOYBnXhA+QsPuYe1smo0ArPk3x+CyaxYKRhCrHuFYGc5LqH1ccAH4z8Z8g4QFy2Jw5ZJaqC/lvnYNeSCex/XnOLxHMybbJ+jIYTs9RzmzllSAK9LDuImoGJn6yq+l9zTKy22pR8Yd0ZHJ3J20LqCpcW21LDM8xay1eaFTDqeg/nW56ku2oe3u6h6oKH38DSuq9Uu72I/+L8346y5JqSWY7HV/PiqwALgn0qaAhSe1YlHGOB98WqVVesXj8XlcUn7cV8N7vT2PWSGgym5K9D5vfa5gEl9hEuzLb0T/Xol50b1uX4iVLJ15syZN2yhMA5ZVsdR3IGc14R0Pm/rQTbTnu/otG/tD4sQTn0oja8Ucu8oKJCV7LYfvkWAOfYfJwrLmnFcYIQmDnZhBv2xZhFHzn1g4UCWghnsICfHq7gun6I9J9QaAhgM+Yw7nOw/Wv/dNuVjXJeHcci7Iau+88Vu7ii22CGPrbRgAQnzGghW/Yq5HQG1AaXzKLxRHmxfcNg+OuyNzLgugmPlB1Jtp2jYgzyL4plH9VMVTEq3iL4LmEf7IwoqmkGlCRgQQ0a0bhioFDW0jfx/n7ZRu7F6NJAWgZHmAuLK4bvTRJOngWi9Qor2AZy8b2uPKn8cz7+zGUAQUpRxGour3JqCmeYk1bX6LQMKREKWQBusrCzgkJK3im4vmAtd4XhLpxcm0rnZlczHOVOun2CX2K5rmEj7LAtwR15shRjGcmPNli5i/C2luSIP9lmN7TGasVq2d7ymHPN2Xcup4s7ADmqWhWFUR6NfGeTOsJJc6gScGWyR9b/ox9tz2s00Lw8F5ADwPapIdaU6SdVlD4agx5omS77U9y4eClw/E+3lwbUNoLW9nwd3uehB2d1e1cDdKa59POgZV25H97d8BLsuMoIvKd6PHBEA5lAl7IJs8HZJAFqxGrb7OIqDDxf5kipXm3w2m1aEzHI43uHCVXB3bLOIds+SySQoA5LGleTCDvIFA/Xd+Fe7HVLhCOmUD4L+Q9QokwNBDGJMA6NEH62Ia8ZAl+N6zkq8qwC/r46OAcXlIxY0GMZWYoLlbz669/Gy4O3cMkHAH1rgUu0mIlpS7+5aF07xSFhuJXCVJwsGfpeW3vhR173hyE7kHXtMm794revoJcSfe6PdMG+QjW38sh08hXsSbARsGD/qxMPAqUnLQwsUc7+zdAuzOy2yOR+Awvx8ZKTw4p8WxWdJPqWJsVzvN68aR1o04POIhoEjFhw4E4YODiWrJE7GzuHPKQpwQCwu9eATGHIGdv9v2igXD4UmNDi0LO/CJy2siwBvF9WXtCyuVg/qA1GRQCSAyv06dlCMIglcVjwXHY6LymrUv/3f+wAoE8y7pin9KAKxIta55+6Xe/qPurSsSady1G3eTp3exIc++5wmnpvAHLGxKyKtN/aZR9ZdaeB5VR0OhNcArZ4uarbJpn9Ql95VmPcxFMjAiqE/OuC6kthjdnvgoHFIpszpzf+sWt4NLsoLlq3CNwyoJuMycW81D6Owm5E0Lcr8XRmlWAYEUWfMORWoyk8YFP6FzN4iZg2Xw2xAWA9r6ljgp9VETWLR/BXVOUzQ+iqz58QYUNaZITdLl2OQito/4CNfT8iSxvWNhOBlPb9hGZR1nk5dPsDd1rKG9Ul/aKUy7JR7F3MWEmL9H6ld7YtO0vXYq8c508Y7ubphU8xirt33Hd3fTEQ2JtQZgptLxkUpgRldAng2cl0u2r5hId1QHVaggnmOi9hFFUr1YemkAXOYErR7a8cjRtooDDoV5wMmbEXRjvI6ruc4lTstmwuIqW946fdIwjZk4PtXwECTsgQVQnWZA3Rob7Qr9P5udGlnDo4TCInuxMwrmBgBDPFlA2QGiME0sISFe20bNcfdpXySjW3rsn4YV7XcjbUcdX/9vEYySMtgLh+xOUidNwb1wuAtpu5LEztATJyFKMpGTeIyALT9+EcqSLxGUdoInVLwb9rH19bjWzvMO/Xkax1/aSbu2RYp95HM0QJh5FFdJE0l+L3zJHFrc18EmCVnbAUYTEATWgo3o6QR3oY8tl5eLoH4vGJA4fZhdlA4yDTa6xmLhIj2puR8Q+dEYLZG7uBKP/5FCEVtYFzAAjEWT/VjwV3wc3NBSBFe1Q3D5YFkMDna2cmutLde8ZO/1nafCM91Th0bCN/Vx7TnGSiyQegGQ6RJelqgqwL3ris8fLMTyCuGrFUEzooij90UKHjJW2W/EGe3KgH3RP21w0RU/apppCM1ZHXnTWedgfgJT8zpTTUE68mV8uHveXoBqDTPFxnQDSd43N0BLaSpP8ob+ssyOEWEawFctqW9xuHDZietlJvWDGUqq5cCMBL7XU/wLv9xQqqUJgn3N4o+CgUA2BGkxWVdDivZgoEbyAAvYOXAFj/HX+wUlr3z+370zJXnovKHdNCty2BefriKs89onHBS4ANPccE8J/PFxXBOqxXR6R2fY/yWVQvobbnkHwhDie8Teg+98Smj1ihmSSi8sdrf4nyp2Axwm6bRUCQLG7APuCxKcckYfyI46/aSZmGearfku6TyOMgBX1nmNIRAvm8NAjOBUAiniwXj8hju/vxG4CQt61gWvtwUt524cMxfYZPVC0pouFIzDvh9tqOo4sT4GuRyKSRkSU1JJvzQJhNfjgY0ssTx8e26GIysmBd9igChTQQF4+owQkJK5u6JnbwgSwlleZrSotVNpxhDBko9M8y/XEHwKGYQQ8RvhWdY2MDh0yc1X1B1+JL1ie37KHn0h0WDIiZNWrQsAs50wTHjeQZYnaogL9lJMTuxnoYE4PYEWnnHsFZIOZi7NOcK4EtYEluGrRUmvvGvGTW3iwR2SA8Saj1GqBU9csKqYCrAnNvxQ7W4Kt416X5KRqopD9uIJXAWuKJbnoCmu492Zssw6rS+71q6ppbEyxY/5koFoQszCc2qTT1tIih5Si8ZMqtsnImi9yEMZ3/B9xszhiS/jtVlzMlrIJghD2q4PQI7GLeshIBIUshsDL6HlKUVc8RzAxHoDpdd5C4rMcibrH5USw6KBrU7CNNW2SNkHHOXTwLoDgb7I+yQF0/KH+G8YpbiF0duUxQUrI4c/hJSGuLrhN8Jy9TSJ9ubws+sgMmI2AibA2XWOdFNIh0dnd7DsrOtw18mE05SvNtDyDue689YgK42t9eXTyulNxdtj1BumKg0ZoLRt430wdIpC8M4Q5dTaxd6wmZAK3AbS1kJlBisTBszqKq291f8oTTOeOSbzHK2C1x6RuujcZCf+45nai3+d3HHGiJ0Yk5FDwhIsh7ieSXOig2s97PxnQzI3h0epp1E/9em7woWFZxLfwpf+vfXeOnVt4rHH1/P03xVzS6c14u0KFTIgfbnmteOmwhJqnlZx9s3AF9VHY0y3W0KXXPxLI9DgNMDvqaMQ4OgEwRomWOTXZolVGGekxKkxW/6zFz4e10zV/tQr0u+AzrvLCBUZP+em41XnGODEXX6I/wocJ+SRZlPVSeSwQVt9d47fbgym5eIVSAYJFE6EhcyWiI7FbBrGiCznzWMY4jeASqLLK/nIMoNcMk2CRct3lFbnj7lTR1f32QzVgdf5Iavaj8uPJY0fqqEbRaCxVqEWI+dLVhX9h8/Y5jdYDSlNrdkUXygOKwJ67m98EcuJQ2nn6BJjAgY8678mMEvnOLCPnKk8q96sJqPWNFyHQ8goxIUj4mzYY63Nmkiuh6Yuke/gusj1bTcfwyVBG/U5TDXsPHj/MwAbhawWqy5t/5e38bfHRgn5FN43DrG/2zIOZU3wEpMkB5k4KGpPnIN+RQ+OaTvyim7nNNa3/l+59gqQy9S3hweXS0wpOetu9X4tVV0NWsjKR82NYot7W2XJMIIWPF946zeHq32bVS3Wfha31ECRrc3OiKOKisIoFXylIY4CNwoXx9WYVzpFPBTZOeuuMu7wsR1ktae8daAuNX6dPyv/DpbESaVBU0JYQF9jqE9IVN/mCmCdkonrsDj4GQQGV/WVdEsLepDGQLVQkVrOuqSRTSoRcgdhGUIuKov5s74b6jJMjrwjlAqyg8zD0AIuEpkLP4kXXfyF4b2NK/c4VtPwt/mM6IToIrqtPWCTwJitHbqepYkVVtEJvBSXzSU+hDdvVtFHb3h2d5y6HSouB7JPg5w+V30u/wOoMxdbE6Z2xu/4cT074OIeRfHIOa9XzWQwEvpX+Hztv3ELnSrqiyHQ1ZLgCUvukFDWtTIHlBS/uWXLJ7NHd/waw6nBLhfuCgdcIdvQwOY5sHxK4aLATsA/NvmPtDvivqynIvPyK7DQlVV4M1as6lf9rk/2N4PV0/D6r7p3to62Ip4Jp/QEuDrcFda7jhQidgbceZHa+3oRM/cyxZmj63dh0n2gJU6z6taVdbbPNAh44Ee4zyzaIVqhY3+2RlLU7pDLPACYrqqehiua/y2pK5vKTBPhLv+uiitSfNoh9w0aGkww6Cj+VavVqMiXEJSXtivfnFLq88Owp0JUVIntFff7c1B1bQUiS5VANKFaH2TrH5SFoHp4w59YxBM69FVoH8XjKpQw0CzENV2lc+NWvTjqz0wtoKbpXtdB7aMWQheFRDoC+4177H2uqF89tdMLKIIpr12COC2xh1fSJq+iDRf1eaovJQ/8PgqVFArDGjPs5KuTUv7pGoJklFuKn6AKk44zmz+Dl92W72qejLZjzODr1tzUeG6LsM5RMnBQHDcKUR4A7auHQ63EJyfmsVIFU/+M0O5MgS1xtUvl16/BMbWhFSH6TRPbAeBNUBshOTLrCJ5JkD4nKmh5/5pafLuIUTDJcExEoLnxvU8Bi04cIAkkn9M8NdDDXV0DoKUHtBpvNgCuxkN37p86amt0a6taGy7DaN2F49tCkuD+w5WJKJV/bwiGYODr7aaYWfmAuGuwp0j0fb6X2/06YXlLYAsdjglLbrPCASgnzL5r+sa4Tmt5qQGHPKFLsVQ6GMgVyO78/zAGrD6jpXDLBsYDa4oPi7t274oU5dM9BTDybVoK1jbhCupjWwteF03c8yV/gtSVyCk46qZcpBgL4waFSu66Ow/qF1SqMqOhcaJvNBIa17l+u/3xA2viaKUZq3G/D2RsILHSr0i6DjII01fjIHqRcqVhoH74CHCC+uc/70iJhUnYBbIQS6mgZvLmkDuYcq/jrIf4rOo/P17o/FfOAE2OcKqgBZsTf5e5dj+pIcXrcirZ7xGnYQuKGnmANlJINRoi8lQ/+QvuaW4yGiVLOdxVSBnU6u55E/ckE7LOl8GX7Y4zfAnKuk07R9sQtcl+WwUPerVeJVVFypNDsQLnbYrpemUWujELnUFMvFTkKn62Mi/gQHFdggSkZE9k79TWTo0UA5d1FNC4QSQnhY8gTQImUm0b6HDRFUzXZ2FBN/t9UETKHXRz4UUglnuw8XdrbcTzGmcAfHMD1woTn59xhElIu6w4oUsP+XVhN8oE0VhiWNlp0eFT46TYsUEkb+/qOFN4daGXHIWK8Lllr+zA0aELKKcX2ggJaE8oFfrqECOaQyj7Jd6n0LwrdiLHQU54CqMF37EVbfZf9VbQVAMed7fAR5ebGUF284KBMRyWjK6H+ZLg5bkfeczjsTeMKQGr5vxZ3+o0asddFS8f+xE/58yXQLxrij0p/pcfsSANgPXA1JKKMhiWVbE7J4N28vGPyI0eCVjO6oyD0Xrki51khZbh7HVg4RlV1wAtLttZR82f0onK2yQ0KKjLOR/83e9aKj/MPoiP4DhqAkJqii8WNbnnawisEvoBCQmIKKtUDJnfVsSilDklVFIlypu56kUfOMQwsN2lvTheMdk6/z5s7fEV0YHFY4cakAKztWn8D+IGJInFkRBhqoUo5jFivcJMaJmQOjYAR5B2iFt/QrSgh+kyOrQ0azQLEAzkE6+0qbyOXKrxk9e1SIEJtD8gY8oYhej7ZFQPDYpz87YUko/TVXnKYcDJ3CMZvBthTsupwzE2G5FDroAEUkTnwSA1RxvplgFxyl3DhU8tkfQpFUjAhADnBhEBGc04UpGE77XlYsr7gmbEKaT3SRkGSkGJ5MjPYGP1cMWupmDk1WBRESpstWicYWa1ftckgx0vqnojH0EsEBPzaZZRJBwMoCr7tC4I4qYdSPO96A+eFxoTRK8XK7JJDH+CCuj6E6WcnUvAxx+zQ6Q+sERqtkM12sE1xA6OneHZeqBpABChcyxrD9r/Rj/U49mV1m6TdZdIEIZBlYES+xdyqoPY5dAbZ1wx97h6cpxclvOyrqMGVhXQuah0qzLlije47YlgxJ7GDThgsxd8DwFlKAyapawa9s5p5DxRdcZSw8wS1XcKqrdntR5bIXy6cqbK+BUDz3RhQvt3Qoe+3GXcQNwb7DOD0lNZ7YBhBP6HPu0aZdP5iUtlQHMVhToi6wgS3Sj85heVlw2jhyp6xAyWfGNHJ/KEbP8MaUmtE4banGgRnW5PAyOaiQfjpUHPStIdG9FHKJVEZzG33WSRnnaFFxdK9psGb1WE1Kdc2vz9UWqZ55SrBSqhj/MgwaUYIaJwMjlk+SK4W1yFV7X8GGRM4fOcxLkJay9/a6nairv4dec5QVUw+kh4PWspC6K2BlDVoOQiV+choe5kSwubycVYfE7vS2MlnQBLTQV5Qi0k6CI3UTzMV9Bt9Uym6hoeYtuawAfQSUaUjYcGdHrxK4Abegw8ZI3ElKDDTu8iZArKPmXtyqWGY4yVW0ueMmqWZnGGb+5dldw8la2hCPlkoQtwMd+kFteQhaUiJboQA0AA0PXvOuXATB0/cDtF4DTOTT4rlZ5BigPdaOnXVh1f4C+bLHH/kA3x3TmDYXQxm2IqXWqMP6s07KiwFoCvalVxcd3mdENL+JNc95nmDI0nodFHNCESLWWS9npDaHY7xmhN1SwjCZ1zKoOCiIBWy7o4Kf1LUqj4R1/va/Z45jyv6t/blgaO8e/EOtXYwiskJf1BbmvVRKIP359Y4oOEQ5AtNL9Nf76OuxrfrucPvGg4l8VFQ+x5KALphNAfyLgfSuewPjHROeiiOs0LkQ0qbhqUaV18LOboenXPEZk4vgftvjn4rC90cNdH/ybK6nAUXe07nBy7c780o18Q/zZfgCST3lp46wcPlr6bR3XsNDUgR80vzYOJRxqMgxxx3ApGxIOfIaLZi/Xi7V1vQhRBgfcfsKercs4JQmjoBoFI1rNqoIG60JGPsf3MeTVQVpe7W/eg8eRqYbb6iUDg5W0N9q10tDC+hmN9ObIYr15TSgcS1YwuoEjgX0TeIKbm+H0Xgilisdhy2GGxvOaPzCPZ3OIn+TS/26JIiFuqThonoaMSqdxjQe+q9IPV8D+M0/UOGVyQAPAh0VxRpOWHx2CJ5OcxmgUE+L5wu90JXWbJauKPOPgos6e3q/cWIENADO6o1nEtiNjH3hWSAOWG0siLfkibsNKi43VhUfFQAmyJNmsh03+nhacWeZLEl/ZIVmCvb5Tyn0pKtPEEfF0RlE5grqZOKtY6Yk618O4UggLe83KjCYyqoGLmKdmZd/lSS/VsfIoFePKs2k3YYv+hcHWfCzTwxQQ9Pl7WpVlVV02aDRyWkRvwZo6NPXPmGcS6GqSBMk9OVHnlGb7sFGV6PE4MMpWoEcBU352E8pKHH9TI14+2WMhgQtVsY3OENLGzpOUKAVA5Aotm3pvHd5DpdoTlq9cbpVSavx+x7mK+J121qzBt6pgwvqMau5ivWY492HurkiLiMDfCLEheRnP4swEp4mCF7vIeqQ6zGow0ceIjVei75nzpBu9N7uofiZjLTcymkH9hlDWzrpKL4t6K3B9F/RTXa4RtkI8MCuHxAbsPj2PdsGZwD/gb4ZdcX20YbUpI2qBEe3lkEKbcFur8qYMmPkBh7+xW+w0OgMTDZrAWAQdYKOvXnVOjODx1Hy695GH4BG0Kzmbk8W+oi9lSwLtsm0J9COArfoICKGpH1+13F8IyaGaxxEIgrnHH83jtWOrzavhrYHE0eeNeAJtomokTUm8uSrOows8620TXDTRVxMofk8kKPk+CSt6TbhoHjOS5y+5wXtKyqjFVq3hpOqH6gyeQp/RAH9HGiwXPmDk80rdyAXYCwv8tFAmwYUM0CyoaMKdkB3YmTMl884OUChU0DB1DJdXjhH0ubzeoxdGmQOfMMIWgWBqlOWgQHjiW2oGsp63TTm0cK3glYK6KMsYqZdxBUpNls3ijNmMION7VbW2ZjLR2dOPtFmBwUd3t8+MRlqhDiPRwzd5XoNWdd7UnfsmDomFoXre/Rz4HDEARhqKFjM6ayd2f9UVGq2LGtSTK3YfN9YO59GyjOtuNsQ5TyCxSYvlNbs85AXy7TPWQgEltb1RTLLkimVgUNtLLkkF9BhUlBQJ7YBlfkdSr78uugS6ERH6qw0iCV2sIAl9xwTdrfv15ZdCqDb/xT/rT5g1I9PmCUA9BkUOkL+JWRrV8Z0H9ZDKerbq8YPGzORgwYxMD2sJvLpggBUx8tmSwgUcLky9UYzHp42HM0DkASEQEoqm9EA/wR+1i6fTkCzI7Aq1S28ZpeOKeKg65RPC010ifRh32b1oWN6+r5cC3VkWoGtTF+7YSabluvRqMxCqXFFQrxHN2yqOczid7bPqY93vwZ5dUp9lu4RLLClpsopGbBWk9DEfda3YnqyQBgZVrH4km9yZ1reeuBCsdpprmrwMNDFqSFLecpLXrXPe3BkTpeOs13CpWF0wWh63ov9Jh9IKnaeisFAkpHw1G+Na8FVb32iJY/6ICAOLtoHNJQA4YdmsNhgiflVD+aru8WbKB+Aff8aEIHuWacc65sQsd3BlmO8Ny4LOpj7+jDt4YjmTIUpEPkSK4TMONjcTldmBoB0vZvEWj581wygKl/81jStPi2qmcabHheTdbWomVYl2F2Q9fwmCtIOnPqnjhJEdAIewMg7U3UC1zzn3SDXcu7nhcareXfKikuHwxLs7vjIiHC3HABoHTjnTvClncTpDgBLCIgLCWVwFxXXIaf50HTLfy/Tl5qjDcC18ApHQsAnDLID/B3wMdSBvxwrwBoIWWNjb72rh1cJumUdRxWqOusaX5ekiKk+VwgU8u1GArGef4KDoJg6Fway6RUFQA3rwU/xvvvlK4m+S4We/UchU1V1GdE0SxiUL6vsdTBHcJwHrv8eRjaBL13NcleR4rmQzN2k0ZKChSgdL4/gBXvKwYJ/VcqQKIi1gXqMB+PN6AWSeQN1UP4FF1RRFDt4HeXG3lcnvJDsOrPeMeywqEbuVdwHxmWPWaTlL6YH4HUI86LswxhkLY9pFOtsbjZ/jLpX82JGa/yxbm0vlAsoAcMNo2Y3N7UlHRKkP/yV8mF8O+HlaMk2lZjLh6BoOeBpBnIXEljgEZIvj37H8bwzBbTM/OLw1TOAtDuBD0CSeZR8L46rIwfUETEz3hXEU8Wk6mRx1f4hQt33cEIf1vB1oXtyG91qhSiVNz8qi/DjZ3QR/7IX0t3wgFk+Eg57b4oxQ9jYnUNdfhyUqfclZAbKRGc58oiAnGknzUHBTVczgdthWjVtK/NQjZzp/9pxtECMt2MUPo33S8ZjCtO6CpLbZvOHfcRRpPymnR+UW9xODEG4EA//dVd2c5g1ybHxQ3RQi15tqP8ErCZbxapxvvzPCOz6EYYsxt3J6UIvq/HlYJwqRCIIgyc1YDI+prPHdbymeiD+6mu+VzCQwC1uSEqjxaGMGEnZQsyxk/IBlB8UmFCTjP9y4+WuK/+Rw49d47a1X3rz0DHn6+Sdf32gAv3MsBplOkN+o8USlIpA3gOG0dop5wqM+Vhv7niTsLFgdb3ZPHHAZ7hF/YsEjGiW0mo9w69ZMMXq4mOMwP/5ragw7hRTZFxe46+068Q6xKLpRcXa92gw0zXP3RuP/0RdTTyBSlfBmPK4dRdxcWRMWpNR2Tmsf02aXO5VbQLQwe11BUyuyOsyew670R8MjBg56uw8kfKDjvb6tvhcBx1AMionWK0FWPWBCDXsbc2f48wOimrsZ7zdS43B8sDIG59Uw56ho4OCJFr1ppfHj8DH1OZrR5PA9htIhPKP9LahdCGmiJF9+nHScVyQo7u68Ljj6ri4PQT3xIwTdkeEJ+BklyI4FUSZAMXwTIRHq8Q9+UnXSIGgJ5j663O1RxDPG8JVkykBCCdGWqD8WHmY0jQMCAQJVbI2D5tlHCzxXa9wb7dIszw7THKg1zmAEJY7UHU8mL2Rx/dRhzZ5DRq6X4K0VVxO+gC7nwf5zDS3DyeSo/c0H8hMWp9eNSwDUZE365+2NQXA3AJGbPYX17WHN7cZIhX3/lxyuLB2g9fTQEBf6Iy6UseiCL93WRv6b3vggtIzp4J7pj7R3RkjIasNpVYOe95Wwe/t9R2874/caLkH6Qw4Tuse/RXcB+i2/h9KsHD54+iO2O3pdxrNZ64/Sm2kP2e8O8qIa2seT8qGy+6mNZUoLS5AQSGOfywtJaaF7VaW08NDVtQ5Yivw+oLTdx86ke8308a+qfey893ULD2rXOQbZ0VnTGrSrGZ+aLGRRnAH7qOPk5gBFoWveOzsdo4uy31mOkLZLx3WWa6vSxmxI8fF/u6FzV+cGZTnPtF24qtkQXKqqBJmfqun/P4/zRj0ClNr4B1LM+8Z0tcOhBi9r4ZGO+ALwyOXLL5EX31ZP8V/QxzTO6jJHf71BTn+9Dn7t68k5KqNHwvNAaxiDjQCsgbawLj0TT4I5EYT7GbPVvA54tNi3L7QhzJo62l3THPDMpt5UaiWXB1aiavKErtsmpctcotMKuc3ll7JaVEO3FAhzXucH/D9A8+F9G772VQ6iyR2wiizFQF6mz5zfc2u7e3DGajFdVjzzAM+csXp7NHU1MJ65YoVtndPnndMvYb1wYR+p4qi+u5rT0dlzAu8EOCeCht8vG7HE2s9qxhCDATxtFAYwHonisnKC08cXjeKt29Qwy9c543E0x8p4QH6IwXiF7xwSOXGbnuE69yWNa5bHAK/jVIQgVYnsdNJZQPRkTQEu3eijAy23GMUHRFnhlSYAa00RtpR3E7/HHnbZ7683fmqA1x1I8ADotBJ566+4q6BNFsyxHS4hi3ey/QWV0cbF/YazPjoFVgVgTZBooHUW7sN6nYLdXYyKgAQIX1Kg0NhhBwUp2ZUmLhnSpiUs6zv0VJoKa/XcpfkJ1ldG5AxwNpjJWzz5Ti35yjnyoiP1rCd1y5nqqnfHWcOOs4YdZw3bzhpGnlTHK2eLqNixk9MDkXyHRmwuvCjfbjFLAH7JMa72tJlJDussLgo2hKTFWPKPeKsNW9qaFg3Ptfg83q+pfvsCz5yzgx5a3vF9gmlxTl0I7yc6YtozGVv2BqWFsJY4f9TZ3vSG+hOuhK7LosWRtM4a+5ubtiqsfusf3RtxHeAe8x8Mkfoweowl8AF8R2HbG+rAO7hB1DlarYpYY9wqUJ94SOSjvtJ8+n93w/iCqjyw+Qf7xoatD2D9en7DqsWx2B2E8w0rWpeyYPyI6ZVdOUIeConjfsW9mstBgpWd/3GXyse/iEOWoyPOAyrPv6xc8964lTtbxzVoV+CRJo2zGMhE020sSeOMletFBlrNnWe5KO2nlCwj4YxKXniFPPvC5Uun1lE0D/d8fhraogvwO21XCBEwwqG+rm91vsam/2+FkvtQF+pAEe3Hz3W1EoTAsn1S1SHCJtdxeH5ar4d7Etv19L7hdzoHaRZwt3NmMO3zvJX+xlqXda/crgGsWepI5UCAYzO+GQRnlCO8hnP1+H9QPZ1nMxEttIBFNEdhkdAIFLQBLeqmZG6fjmM6RFtv3PZG6YcTK+FLHP/bVhyEOgeiqjI/iFNQRnRhESAHLnlmeIRVc/Jk85D1RLIXsFIwtIo+8TQo8l6/ZzZeQFrT68m6aV+flAC5ehxV9Ug2nkFwGQCFmhBN0xjQbehf0UO6VkWqhHQtDxFkOo3BdmExmozf7nkWwLwzQbwIxThkZ1DE1+f0arkDX5jRrvKjFSUEg2xPtFp4LSCa9r3adgfx4NdwHlFDTTFpO8YPm7ETREf1cAptz1SkawzYcdj1mpVROs73+lmnLJUej0ZUXL9/dhdHF9yq9ad+blUsXY0D/1hxdAdyoIyfbsOUIDyzhdyuI8Z82Q5nYkXT7ezhDl10yBRnZ4WV3Tw7XOF4vc7OpdstWON19zoP+2BPfssrDMTthtsywA5f1dNaLD4Htq8fRGV8p6q9KPOCq8R/XU2Vqg87zG6KBDk/HO987ab8hNm/7TRn64Q8pmryfpzGZH+7fb+SVWu8mmcpvKq2MCshyiAj2MsNI7s8rlYYgjvaOi/8be1pf+TkORdcT5R+4j8c0jaIShlK2QK32EeUYPsieNwUBCUFOHCvjfqTrWqTbUrjYN7QbJ2x/yOfb707/UTiuRwnOgsH88hALF28Psv/xPdeqFEXsdR8rtKPdb7WPEo2eKQWeSVC6lj60h1XeXfZ7hO+3kMmIK5orcc2SoerqQS+5nL7B+9dTYns8Ww3WNtXVnUSTvJmyKcewoIkDocSFqyubB4MZj8gvZWhAxHUpHuuDHsG1USD629/rlf/i+6yaeGKmr7fH3f9R1fXtaqE1flTw/o4eOLmq+s60Zn78ur2VJaL/RUsF65PK/znsVawZLHQ4UpvhuQKKzsiFxfTj7+B//DCcAH7RNeDns3/1yx6jHYjhdjk6Fez5nbqloKhBQvc6Cqg6uGOvOQdJuhAr8MHOjBb8pOD4B4wtrKHrvhHzCdxKwZmKaEtsMOX6WX3kQuNU2rqC6dxFu9Z4v0zZSDLirhTdB7RuA6+aNOLwMyjmeFJGBl0IRisnEgiXC3TeZ8aeM38iqjJEQiOxHVHBuPaB7dUEg+OfGgwbpGXKeWT6hO4NPgD4Ijr4fM4HuWRuW78rqby95u9/dhQWvKRlXhiL8pIklb5/lCJ/6/nKY8Xcs/u/MPYdV1pPoeUAVL4gya/S+uwXy4EEuQho4iIk96V4YP/faOYoRwzlWxrOpO1wA3jPbtqhR1T5n/NxTzD21G6PgiqxHqq4neIQdAh39eTRNG8FRWm3TKeqYn8o7wv1A5G+JUAx0IVjNaXniyVxGbX+dVav2MkPG+S8HRs7S0PwhBSnfEzekWTyZxW4M+0ViWPaJXsL2k5g6poJfujzMuntbII5ppMABW0oAm/vus9cm22X3LVQSsBH1GdxrSCsB1ASfWvDbGN7c7SDZI5KI+KtkuGaJJMJQlazqnR03NOPp0kn2Hck4zNuA1VCyEK93rx2Gp/fmWlPW7S6HQ3n9Vj0bLnQDPg3NqS+6zBnvM3gfMG+TII3w+QAGfXZPz/4drFPLvfH9t93Vnd16t21p1k2vin5zQLE8ZZVnrZ5K460cH4kTbaKuoGjQisMo1P+xEyASHJsAiZiAm2n3UnG3UhWxc0AflRT4i2R3eYrENwolqJ4Cd4axvtNcxrEm2d44xDC2EdAOQGZ+1pAekAJwOLxuOYLAKgQq15UccpbZNEMFTlNFEvaZ8QTycQ0hXxXRPOecSjniFhSEuqoZyHzgG5DQvMaTVHKlnoNK8/KrbOwcBGxfbodp4CPuJcGwz8s5iGcuE8AE4pXO83d2xJW+GnxR+cdCjKyyUtwXk0AZ/je5yZYVMICiTURchkxLh90he7dhQ6s2aYpRMnccEuY8vPOJI5egcZcaoHPfky6mz8HqscReRfuBPzsibfkRrtxv2F/TnjHzWpkwChfygU6SK580yKEJmdsOqwqlkKx0ltipfiMLjTopeCGf5JKxVInnBqPaNlYUBgjWPKeGtNFpPSmdEqNwYkiU6RhQGAkQOKHuCwf8adjXRHcADdJomkMFgc8hnfrCbxyYzFETUJkux10TIO2XVRzZLkTpZyfDoiyAVulf3HONOV+2Q7AZHVsPJfL22Z8KQ39NV3VBjs71pvsC/jSfm6rmssfDbgQWfMLyit473XP3zatfjqjt6YmN1yjInWH0sp3H93/3d5/chyJGm+KgeSYBAV2Co9uon58xGoehVUGtzjN3krErZB1M79UPq/uou/rfCvSfo+2/zgvFb7r6AnPsfeUHrJVSig9DMhTF1fB1yYx/+9WSe88bGqvLr6mmFqtP/UfKt2vWzApnfCS0fodZwUufqsvAHY+Jo6+FKYcHrgw1RHxlnBXxR0LiuqOOEEHogPD3TwLudo8WSKOGKuLIGq91YrmF19+Zx5z5fb0Rf5SlB/z7L8/ZAFiRB5gaqE3xBbl2jkYyASe0/IIq7imvIbNBFYLQKBBwoeFu/C1k6TXFTT/O7vCyqjdA1sTuQLZ+2G8ey8vNB5uUhgfdD3EuiJwJt9Sgstr/vhDbw0vSXHU/ixzVmwj7w40pmNhFHdp4137jHf9NeKotomdbaOgOrk42R7Uudx5Mvil75HV7NU4pfhpbOe0rNpFunoednOxrfXx3tC3j/y+IrGxmMzV3ET8GXx16xdLgCTCU5OR6stwrNHpSV8uB3Kcvn7DbVR3iDW7mpQ5xHze4tdNvg4CxY0Ca3jBeul7eyKqR19wyjVEoD6SD8HsIF+TS8iyDydDKCreEEf1uk+adF95jaJf165X3JQlKivzjkkw2wIo/Mq2j++HNo+KrG7HcFf/R6/X1We1wjcNFWjXHsOba32vGQVAD9lw3Z5j1YwKnOpzv2CyECbqEQtc7jqkdA1girbw43qmD0mTWrX6ae0EiLcTCXiMxeVWYUsoB7q77qrkLGrVz2vnJJGDVImUnTMDupSmh2SPJpM9uPMII89q9EOsBlMs8Licu0yhKXFzGy3UaBvC0FJg99f8ohdXS7UVcpt/dcJ9OW73tcvShYhzvUqKkVf9baeF/UmgYW/4qWeMKeBTksBM+FPTAJa3NuzWo+ZSoRDCSf3CElL/IOhk7htwCOWqbyDBmmQFaDTXCaO/pxMkfF1QZJX7J0uGkbL/afePEGXCcowyVob1AdqGA2DB1f9JE87akYxq43KsduVMEJz0CQGLulx1DHlkkNa0RGQBQAGJsvLFF4ty1hSbQxNFmHdxv+N0gwCxyEwyYwh9g9V0JlsV+hvnS1iJSL4mwPdNbxzjsdc9zJNMNWl0aj3hUZLuphMqozuu0MlDsZwf1VpRonowmjGakli7M7lK+9zSglwCQ2KdLFDzgngHi+zrZSRMHG01AuWenQGMvq3VJmXhTYFvBhG4ebgQ+/sUZTOMW+XiZgJcldT1s6pQWunLcIynID6HR0j3WG2iIOnVD7+ckcirXBI858Ca9FJVZWTl9jD2LghebOaBG3+9sZcyAEgTGuAA5wAnfSKMB7f27iX0xIU+fVxWZu/vXkHZJmN+b5/feO26XKf8DgWV+vjQP/STfu30Wi8L6JR/tlE5OR/dTDNtVvWuToC5B8OJ7vmDLzXFL91e4D+zxtzdvOoKFUzra6pNwtsJ8n/9ZjvmOV/Gt7Sy76+kp+870teKyzl/+SYb+f7htfK+/3sACZ0nYro5Lc3Hb+wJ3pkxSHjcS9MugBXTX6l5PtTGoMeMM3ZNvmzd7zt9vDHs4O6pEGNCjSCkdYgRJcM0+p6UNyr0XeBJkt6WJFlCYomQ031LVoyztLMrjRdcL9VhA/t1FnJDHE7IYsIiQSjNm7lzUDPCxrwKIxGNxFS5wiI+CghdUKA+ysAQvuaU9x/VOHHv5HAllRH2zcTmK4RZJDkJvijyILi8DoCVl+FQr9cYmg/XucnrfS6PCxD+HVHl7XPDklQMlqzj3eJ7+Zx9lFCwgRABqwsz6nk9lDijcuXntqCkVVR3tquAVLbL+ks+xYvf1HmAXATAlIiDngOneYLdlySfh9vfzsPDgf2LAKuECWqwFqdcrb8K2sELLiqY+HYgbf1RiSaCW64nBMyEjRKneV5XF+tuAdq2APzOsAGN4o1vDJ9lwW11ZiSZ7krQCu3wMTIOZgSlt5Ob0sYvgJsD0fiF995bl4KXxfgJ7xpGVRlnafT6l8Vok97c8LY716T8rLUIg5gQoFM31YQh6BTlvYX6nowvmFRAU1e9K/7wiRUzZSkp4cHHtAfagH/kACSgCE6qCLGijLiEP2Br6NIJL5uR9uHjs11Lrr3G94ADqpv4+AADkNcHTVASU8+7+Cv+sMlKOHdBnRQf8gwQaXVzBQse3MlAEvtXMVqw364Ov7AIDJ90yiprJshxe0oCfqEuCaiJLyr9lETe+17H9hVNo8IMw69TdnXE2xqEzXQz13tqA/C1WlIyIctHvLhn9sRCM7+qYipsGnIhfeP88LXcsiFYcX+2Hj9OKpJUwweAPVQRpYwpFLrObldhbo04GfjgEOKW0BfjAVdlHAEWxj/g8GRH67iBOvvv3K+9wWL+MfrvckPJ3ZH/5spBMt9b/at7g3s+B8Kd2wB7pF4iclL3WaHDke0REZ1gCAaRAa/qg+d6e1BCCew7tIIK0sk7HWugHWUNeoYYaUk0Cllx394bXRukBNMz2v88z9tr3HcF671Fw7zZpowAi5vOTB9zjymzvaFmiy+0jB0FXa+DjpKGr/HP7tGxJjWydVge96UBNsYGh52cfwPr50ebch9LQUkeJtIvI2QoHg0wi7894UOT6WLWjpsc6VL8RXRjNO1DyEFUVLboXy04pbx3q3mlBCCQS0i9OCYLb25iMsaFZFnah7n5AxA1dXjJufOTJYYfaRl8z2cbI12zu2+fLKVDuhj3F9dbPZxtD2gj+tUetMiirnW9TearI7xc3CU+VXH0a1ZfPyLZqyfblvMmpS72ooSPE4VxC2wt0drvg8z4zhDwQqSEdt1XTHmCFEFd2UUcfJ8vym46hIUYZtiDTpAJc9s5ZCf8nQHVeGk7AXIdOM+ON5D96BtsvmBz6n/2vhwv2A6RFwb3fr7Vrd0rEiSL8FxAjTsQ/rjrc3uxqrv7ZJvHCI7RGd2V/yQcrUQEcGV0BVcnN74lVR8++eaLEb0WZ3jcLmYrA5kGb5Q0dOcBE1V5ymhUZpvEKhFVQv6Heu+IRsOCkEntn5sPMf3QS8GWTXGLatzWbNlbRr/DvCthyWN6k5WVIPXdL4PpvSrqz1FAddA6BV2aE+lQg+Zdae5elsyXwN/MesIu5Af260kHYBDH/98Wy13V+ReVVVv9WpskLVbbCsQIUjQbSIvtMm7y1m2U+45J5nCxZ8QI1D/u3vw0ooHLW1/SyGi1vIXHYEShcNap3ded44auH+nylwXWx/Cbkj8exdXxbC5PawVU/1JlAzkMbwBoyc2ybtCBseFfnURXjdxbpo4q0+LgIjCLsot8m2Mw3cLNtOsnTuiOMppOz2BE9U1IgrlTU1mcSTukCJxFkf2bi7Ep/GYl0lpuI0UGpwbxeKws3+M3+n6L0OfYJBEjJtHwsD1hmqARp45b6IopZk2Aj/pqXmTGp1prjCR5tjAqMbtAHYQ3rysIeiF57vYJv02JAoovndQ8e0YzL8mKkM0ASmymVBFlXTZtlRkM3crPTwMa/uFG/3a4k0LJnU+im2HrG93qptQU3CrR5KQap+ELKIAe2qfhFwlWDpv6+tVnAKnSwoXE7wh6kB1bSd2pfle4itGbExJ/2M6y6oLSv5+2hfykyDRzzwXAHkzJJVa1/mesKF9z5nhRjnd0YHgDTV0j88ZhbWAEb7XDGwgw4NGPRihwSAz1YqYRLRd5ukeIlq9lBU/FcOy+GKTivAUk8nRihK824+vrEecMF2IUzztBGZq8NOZHST16RXhVb0vgPm8jqlSxjfWtBoy1p3i3ghD+pAWy9V73t6vFVP+4B29R8sGJ6xaj9kqQ8Wi93pFF0qMVjXgqybE+6PMknrGq/+iVgalKhEqRJ+2hVaO0/nXeVGgQIDH+QZ+ks4LsRg3uZSM4KugCcyFI/FFX5Eir2ojjqz8XEoLMl6uiK17pP6pNyBKQLWmNKjNDqOBx9yPezv0qMiSRMd1Gc9mXB6Vk0r5Iq87w99KQUmyI8OCShiyWXCpljO96iF1ZZDfbX+QX6cX+EPKd9KfEVFYhauzGVT3SE/gpT5rluIY4iSXn/shswDyaLHaCIL0giwmfR/BqkWsXcqGjIi44J0UKicIemh1vRYOW9DmomIJC2qyZPFsjnRqHYnE3Emu4gG9wjuaQr4JEerOthsANMUOCvg/mWbJbtkkDDnO1vScvQ5jkn1TEPVd2SVnYKDw/x0yTZwOgq184AD42Sqstm4IUAx1w/+7J1z3WVH32atQ946oe+eq1H1G1H3y470l6t46ubrfKVkGwfVSVlU8TKjclvx3U2P6S0sM0g508/ATJUsBckoDYL0Av0UjMPSuM7S0CIV9t5YaX9khGTBKRvca6dvk4KDCDeqWNgdKH1QfV/7eJtqfI1LdJuHJCLBE1cPtWsxpGCiaPFWUTcbIch7XHJ5JRFA9k8mqjbUXmOvx6zxYKt9gpMpjMulSIa4bIKO9MH+PXuujAhoe5CW7ocgLoA/8SJHV74kI02LvMG/G73TxpwVYmJc49kE/Himxq/k76axSAmkFMECgMoWbyHtDrJe8w2gM1v5YYb10PK5+l96YxvJZ0B/kEQ8eqf81sHH9ka71V44RhHo/LpQZyU+tlzavDzlD8pAhcxKv7dsnHmRaoepe4alLT7xtYB3LJTQbYC9XpQURA3B36McF4A5uXJ6xUsSfvzekvrDOqZDUZmVcNSOCgoDYAXq0O1edrnq8f1IBvFdvUeOjDdtSiYhUnqBBq7zlgB//0qYBxZtUC5TRvVenLR7SEw6Z4XTZiKptJ9Hbx4lQ7nc9+683qvbUwNfRVqFn8QlucM4YtRa+xfh8ePX/9WvrfeDrP3RRqB6gf19AwaENqivjs7cJfOe4y4oIj5433zCTUesgefB7VG+WscLatu90Vm2nws3zbisVzqA4/H0f5rCqWbG9gE0znZFmF7QDIMlNwekR4nkBCzhG2lF4OJpdQ2DROTrMoDbtjyHK1Xb2X1jZ44AmAZmVDhPC+DXfw0lCF5Q08xDJm0R6z9t1IfYG1IiEnwmQZcYC2R7nmVE7Omg46r9dNdclOdBy1k9iGr+3YwiYpuJBqhwWftVc2KKbxpWaLCTjTo3gqMYR2aevARcQ7DYuf8c1uD5gEK/wDkUkh+jUODP/CSbSJoxzfUSh8n0GtDjLHOxXhF8e1K/cq5JXV1NHPOOG+w3/ofRWY8R+yMpOkaNp/A2g6QHi8nSbtEFa9AAdGmXjGtq+r1tV59GwWo0imQEA/V2lYuCQ4YLdsetd06BpfkQd24CRU8WlGhnxkOEKqcbKyaT97Q2DMr4+ndb5MrgpnYKX3zKozqaULOmChGUnjhKgg9cvWUaI+udcTwF8W3+qm0AUisITUIjkZTyLM0DapZQkBXiuoz659UeGY4PnBHkWxaYXltIEL+YxzY3/FmTzzbxkMvB1xWHlzGzNKOduy6xsziiyeeWND+gzNG38Y90oocKgCFISleDBSaqtc4SkFQ2LIOW95QW98KFu2bRW1m+sqD5GSs2Nqn61q3rWxGHrue7zvPYZcduDkHQVCmp+RGw3GVfjgk3T0dfuIVnINy++r9SPM1KEnKel7WerGpfXmtyrB1B6KJ9VugPqd5YkpKrDOO9dhOKDpsV2SKrDrMaQ4FmDRnPLruu13apWelly/H5bNYfP6CuF53gniHO0lJ8uqd/1lQYNO3RxxbD3VGaMqOxq3tWNEkixzZm85Yppo8ysHgxRdW/m+IWuvcvbJE7DoN4+1/MVvSKArClKaMCHpc67brcdhuwV63v8y0pNdlWETOOMloeCNsmeIAOa2Pji/7yrawDD01on02rVO8ZqRTyyZh3totoqBGjqlGMOBlfpxY2M37ZbirN669zq6nuRMy9b1VbNlH+gOVo4PfWrs0Q8cKo7gZTqYNrjCMPdKGyMDzy4w3xy/r5avUAc8XO04h7cJ9CIL211prmaYEBwI8COluahKfrIMwdscisnNrR3SWkPOJFq2H21ltwCkdaT8c/Dn7RGJMqClTU3/KOx1+q/VszPx9E731e+NnQqsTuFkd47+cnVI//r6sV0MWzcAAyH076uas8u5mvSLmm0+k5PdZxDGxMrHjAC4wQP68A4hXI0QbJ3pp5BhEY1a+VRTua+wTLRt8WvQrjT+EqDMee6GSiSfMPDsxGIhfRFwIxERcjSYcxE/5LbZWG1ZwA8dyIOAT/b6zsxrCP88ZNyUfieqJL7I9p94qKAtydh3hyvJ+M/BoVMyhIMNlCXOfp0r6WcOFGdRBQntULM7dNDDFNTXJfks60zW+Cs3mo6AXCY5iMMvmsnC18uiCBwUUQCVwtNCzDlIp2rVYGSx2t52AyKLB5Rk3jJ83bJNkJ85Yn3dEp/jqtFMYjh/kJrSMsRUD7vc22zPa3+cfd0q30T7Mqbc3BvDrXtlQZwbraxP7pmza1J/n7J+25FXpFpTIe8YUew560tzRmJomzj4fpgUwYw7SUpiR7zvj5otlJGDRzb6d7yQWJAdc95i+N0hmf2SVwtDVTY7yB3BZ+vy/3FeRFqSU1BlrsUvTbNlVJWG46cFrbLGbpNZ2n7K3o3z1ndPHdi3Rzcp7/c9Sml6ZRqfeIpgvh+nQ459PJDB+sHXYdCltSUZBDKVOlUm/pDXmm8e3coLlBEws7vVxInE81JCqbplpbNLfMcr9ldgvWv8k3HEwAWxOi3llOgypxiUjfY++F5rW7pCichpbYvnHzuCfHpMk4DrgNPhuA5njcqgBnftrsOsPFeXhEPhVmxKzwcK/BIvCpygKU9nbIwRDg0D/AQZ4UnBpg/vuA4EBUK1XHBMprUMUR69mQ4/YOUeAL2z/HdelWovYMYOvc50iG+eo2H1r2O3DiL4iT5p44ciToWBt4eN8GN/KtFpu9G6b6w93hMr6hvfJfjFcPy0DWSYVzVt9npRtFgTuMM1nOip3dxmsFrp7uw+YhzNXZdvSpFuS2/fOhurCjzKSMiEPauVsZ3WvdM4cfcjUwZ6l6t6sffVKmS67MAIqLF/EJdNuyi+KN9zL3Dy2PCkvhBSu3qxoNZINBRI9mFj7HZmp1Pn1vn6URNhtApO+ygEC8kz5Z5ABwP0zjbLHxKd0z84oDGMPQ438SoK1Dtegf+SvmNd+xJs2PbGUpZ3Tjyav3j+IKaXMzj7VZEg6e7+eGfBfL3n1Nrylia12WekXk7TMeba7+t1t4Zio2PgHJlWlES0ROUJ6zBV7Z9/aR/QOslxCYHRCyQUUwPSZyF7OA+qwSwK8vcr2m5IK9t/DkedXGkH9mJXOr4RVdpnibiZXO/CWdi+1Hh0PYfC8IVN5Bs6W43PeOm9oyzY/S9Q1QHA6rKuPC54DwPKF/QqfMYf9Jshhsk4YUuncheqa2zJEpHG3/Yn1Nrmh8SCD5sbntFufmW159yyjXtsyFd4i5Vx9mGZXOPm81tr7Pjva493WSHDc1IyLLuTrL2J/m2VmWZEuH0pA5BVXNHWI9mZ+PBOFTbBvszGOvnh9MyDo0eiMhog5Ua/onOe/B7g1umNTDvg9Zd3j6Htd83Uj3L0H1WXtC6W9SjdSbNc9rDDMwB7ZVknXr+FzVZUi6aqyVfsDJB6t4UY1OxENiaJUKivlpLe6jo4bhB6FOSDHnJtXYpvf7XXPWPlGBzay/gPWeNJyS6nFcr57oPnDCr5sr9SrIj3uxXtWz+4uu8szxZMf5vkwFgMiqpcHeykeHuq5vsI9BWSNkgFRwWe6Pxp7VsYcmSoJuHtcwZOH4Bv5sDlC73Vw5ELVnQlCWEyGy1iv353QgbBRz2kU6jJRwPzrof7WQpI4O/+HNaJt8USRweKI61K0rwer6ysh7QWmVEJbqTH/hve55VjAjkSnWigrLbILHiSmsKNlp/3Z9YzzS/L8/1ftyOKn/lxy+uSpdcWisxFq+feINSY6Clu6cfnz7nnOVBMVemfr4cqRZ1PAaGmRS1E/o2vuIJemA98b7zCfeb+PdqPm9b0mTjz04Zdhz7ltDDLKm/IePPATWfcb4+jw2ekWoeR7W+A4y1B6YNUEbrBFKOAuguc6pbKiyBeEvcNcPFLbdjFoWvR8PQA4TgDwXdQ2Aoxjt7xybQbk9QlSDeGLzbdKFq+trg22ZhMlv/W8YzYJ0y158z04q7gbkb70Fr7FHnHO0OX6+Ox1asV98T/vVqPOFIXCFb0RUcDavXcv+v46x0/+pPnzPeNKwWO8B0ZQkB3hKapKeX6q9De/4xRwn3c5qFyyjfNzXedj6BGntJwcFLCDccCMtR2r4mpmTwt61q/YtRybPXYlj9UJbiWaNZ7zfSPs/Tvqe8D+kZsOd9QU+yWuQt/YRZSg39syISkYtwyRwgf+gh9QLyXatUu9/vg3zqRnD0yJaDWpW/XzBL7y+4VqL75XiRLqur8Tu+QldpMGX1eEA/a+Zynid+VrrGyghbKR0dzWpaOAd+jbI7ejtx1dT4x7lwEZnnFfjN4W+pjHV8yYFXy6f8tYtL5CoL5HjbqCJkizjoFoeRLrjHPc+c1GvttvUjnpm/lUDx9fpobOkP2u+iJPNX0U/OySQjsyvUJcLJgfzr/AFpXi4ZkCuAcBkijyDEOixbReYgplX3ltmFqlm/4PiXV3Ry064d/x3GP6t3TUYg5UwlFbvSQLwWNxT0GB6Ken/0df4X+3pEE/QZ4WN2/D71HOQvuruBmN7DdJpDCNeBROzjH/XVlTF0KlQrXAeH8vt6vRyCcS0DLMaP6D3GGJxaj0UO7Nn/iV42ZDWsmoRFNVddCVTs4AXh7LT6dPfOZuyjjQuMHxQvwSTzYcghNJXA4sf1/LN2EWX/iuv5HV0B8Wxcz+/pEhWkUcWuPOvMWBeCNHbXH9dzcUJF4DhcS6tqNacF81s1L4ln4qQ9ljh97qAzURZ4Ua2FK5c3rusZuy7uvCSiwwraif7z7ct2JbgGo8LBdnWRF94UvHazeDwDlx2BZBP3JkAGcUJwnEPAwgX3FTdKSD8+L/VUtL8YWsutopaW1/bb2hTreCMb/WrlFPc6Q0B3K9Z0Pi0XpKrUhX43SBn5kNG25IIoBK+w2N93jWIS9IvxbpyxysWDp80H7aUdo58OH6PHjOL8A+q3Swe2EGkjaVEkhwj9Ah+eZ+z76GTCh5AgAVv/uPLu/IqrEmHlcPeoG3/tNHnI8WXiARr0niP3M66+BQmjAvFxm8znADLotQBB0JAWNXIHdviVt/Us9C+yT0jU3oh3IS+8Qp594fIl7Y6mPv9QZwKSyfD1qagbxqfjQq0e1UsGCxa0sq+ayF/u7v0FAeqlyeRI/OLpl9rLNEbSFibVNVnyxu/sx2lM9rdJFddND3xwhbXEAR4VRELBnAHGJpfHtZdOQvneN2HYHdBC/IYWrtRgfqzmFKJUQJQ0M8yp2xXIGhiyiNnSGp01io5DvYOCi2qt7vUXho+05QzayncYuOTWscksflp7Issz7JsIKwdQbb34k1pxJGwGBpBMci/oL+lSRZxy1UAr4VKmNfawpyj/+Br7sygp3hjYu019RFeiTx+hl+peSKkYNRG3yYnH24cP/KooWkKgrRROQFrPgfije7Ra54uPd8wK2QEL+NEicgruGKcNs3yIYajEjLCDgBU1uobZaWvuAffr7U4mR20P4Gs8IrO1C1eDHvvsAFEdrRvaKWfZmlW1VXTHWTRtkjoukhg2zAWzHvqa+yEQREu9sBlHsf3iwlN0fMZZFRzUAU2AIsRse6v3AXBuN58453wijrgw5UMnjE87H6NhGDvHZCEDEtoTU96HFuzkNyXZLDi8Aa+rCHawv6TlBgFnVnXO2miE+oYP42RypP3NByZSaH+FyFQyWuUZjA+LIoRwuqM0rrN8nrabgQ8ErN1de76GJCm8UgcSr6e00PfC3xQlpqAbRS0YEPJuwH5vXYtxkfhJk9vv687uXmd8KJL4GHDn2t4B7lme602OG+KKJIwWp+MrBamaosjLGu5qKGj4b5+3xFe2gZpZCn/i71b5cCvwMPNo04zAONwTX9kiqJ2ewpaWAWR4mjfl6BOSswT2Irwq3oy1plxf+S6QAtZ5nkjjMyniJMmXw+kAm12vX7OokSazHALxIGYVIGklC5uAbS7TDXC8NBMUm+X41AyOdyC4R4RYCa5JVpI4Ycz0K5PJkZUm3JfbdIzozONvYOVHnhz+3Nk2t9VamA1pGWZrSkQD4zE9R5gpMZeWJuea2Mzho3DhZ9pEsHQ+25bnYVZl/bQUV5w5wszBa1r8OIGF73TGy06ooYGbZ2g2Z4cN3Fx1KwNmLU+8kWERA9+9mi+n02xMr2ZTAudyNZsQLp32l+pKHP9LmXV1X4qefLvGm+V2CzA7j/tGrR+K+UavnVx73lVkMZQcx/Jj1NW9CTnxdvWlk1r1AyPH8d6mUzmYb/PSCbXG16Q9q9ow3cfovZdYxTGrNm1PqokKq0bOTnPMV5AUN8Ge+QpvnFyDshH70ESDzzFfQbcZqa/wykk1J24fd2M13EIhXcVA0L4V00GaAtVps3VOT4i3R1/BBOTPqnOhfsSkTkXvsL7wuXsrSougVhNy5+08gQWkWsazpAEO7HvbNORyziMIT3gAOfdwYRNZg4o8Bz/NJUrtd5gZIM/fxhO58pjrkG/h9gHeVE7jT6h/BwlNi7t5imwUGJerONuvPsbTGb81fBz/Qs4A8Pzl/SrzgpFDWmYQ+6QkYZxWvD3oJY/0wN8/rkjBSgjxEn5MJrC0qA95d0BXhy1lbPlxkVKG1TKu5rd2f8azNI9D3gC3V8Cw3q78DX44wOJ3r5ImbBpiqG6zc3gXeEht0PbkxS1tCg6aGKEZSxcifNPBLv6w03esdAzJxMu/aKfvWOlnPeXPesrveMrveMufkeXPmOmu99rxvNfI0+6Wp54tpZ57uvT0ICp22g5ZGfKJe7sMEYJIPmLnyGfkd00aMPxCTEy+ZmYUbs0tjcl9IpGvGbwVs4O6pATNk/doufgfnz38sSiBmYt+bmCTa9fOXZgbHmbtYsSog5+ykrE9IAGpeHfRFCmcLz/Lr7RFQ5QLfwXKQwifTOLwvt4Cd7a5UbF1Dqn5i+1RlzqNutSb29sz2Qr/rviDr5soL5e0DM1XhYdB4S4txdozOvJ3DYaq1ZdvldRVl3Cos9thTGc81isPTLBJP+Up/nHxcDKKU7IV3o9/dhQVCAUI8uKQ0OowC+7Rstuvkxf6c2A7QjbiYF7mYD3+giubtVgDkfF5TykGZ5ZkGP+ko5BQ2j3kyNI3THyJ1xzFWguk8LkOmhZfpxV0+4dPtYIlm8VVXR6Cygh+dQwZZpVlF1nZ0Krxs1cxV13RHkSrKEfZKWbrFSXM1p1FOlnlHl/hfTuDO21Inhn8psIma5etIId1cyuraZwxCcQ2RvZfeNvqeW29xKaduIrlVWGxe9ay7mjVsgU4Eypr6lUtG3Y/EcpPvD4al7kxO55lQrmuPaMUhLG+w1Hh7B7XE/CdH3BlaM09qpXg50xQH0iXU77QIAQmzpV7HaV5rdfPWB1n9R1IjUWrfY4A5bLPm1xjmAgnmg0VpoZXytuzaRZJWE/CshmCP44dwm63tVE6jUfat9f++APsDw1sS7xE0iFgWgOGr6nOG6xmbAu2dIl+jeR1UckOih8BeSDJA5qw6yKgqswl0Czu4o/ipM4nEySrw2BxF7r0Y2oqr4vSPEwKSUo6kDq1vR5vSpl6fYTxsj7F0ioo46JmmTT5t6aG21jKo1FjxF8UnO7Uk1iG/xupIcP/79BTeTx7M5FmAUvuYilQQB0cgo4c1mCIjL4URTPOFxRWtXDgbWMQHjPGPQIgpPAneBxXLtDxvS1yDWylJGTTRoSeLtdlv+3UA5t+w8faJhXoC5pLlcoVW9+NYU7q9ypWj0PB4JLE05KWbXxCQqIK3CQSVh1WNUvBrFBraLHXBSU6cNBvoCBDLJKIli7qGL8fsiDh93peH/y9oAlfYnujXSrVcQr1X3+Zdg3KYt1wqsX4P/m9AE+1zxwfymqjS8izwzRvQJ6FkKMCXjmeTJoK8TRBWqg7gvOR64LDIGE3gRQL3zd50xPjGlElkj9xTfvs+C97KwXqNad7U/dEHwJGL+WP0K00hIgYybBdlzFAWbOKlWYwcr/94wXxMLA9A9s4oBdQnoARVcFqOpt3VVhCzEuOmpSgY1amhtSzoJTfdtQGwgPJkJAa6CP2wWC9slDXdpu4yorySn+10uVtQCm+Ol7zlQxLGtVCguypUC3Ga3yxv2haFyurS+tiUO8YnSVse2V1vNigGkO8jK+skRfjNf7WsBoHVqhFqldLD/Aw8SyXvdH4TU/rAmUsmHSckdvsoF+yJ087KuVuLBD/B/YB9+LSAPyeOviotMSH3hXKF4VrymEteFOsHFuF/75zWdYFlwgFo+vxb/BHE0BmWFmZ4KiEzyGuHJkIfDHMrH5er4g7inJUuKdjfGTG4rkOuCTEXhk6250NwEXfk23v1zyb3pJTu8zTAqJismAfZezJhGPoST2r+17GuR9+018rZxbaoE7Z63f8dftylBVsZ3Vj8WUlTh+H6cnL02RSHNZzOBGaRMBZBxTusK99hTmiGr/TwMJqTOlmVWEOo1xfWrTqVUfqkVWtKkGpH+opiz94sbeVYtCxqnWc82TooRf1nK6ngSs842SyiKvYyyKl32GFqWtvtOujuP6su40O1f++uwCoz3ksyKsIxnHqG7yJ64LpPdJioPkUXlJfn7867AJr7lRbai1BOzuOXMmCm8p7bCuPOY50BDJr+TonjZaldvFB4yGjINT7RV20zEOcBvKY747gJ00RtK1NEUr75NTxs1omdyrZYNifEtVwpx/OsqH02G3X0HfsPeWCLEOdW0ke3NHK68ibgyrXAQ0rERFfUWpwXfC7BPVGy5//olaalbRiTp3eC1o5GS9wnU8jf79p1NT+YYkudvWu9Y13xM9rlXqCsT8jCkknvZbUp/doN6bJxKhELMk650wHfQvuUeNRpJny9WFcyNJzWrd+diSMS/A0Rnxz15ZWxthOaVPnhld37OzeH7gqa7+Q0cRVPgPWmVhfUXsonL34Q93GaefxZTBy5LeByxDhD+Jqp61WZ5H7kb7czsPzzIpKQOIjqHUVO/EdXOV+UXvzf9xfi4gUwgUwUvJIqtZdASNj+D5Bk+VlyEpuvhygS19bYlO6rh4ouePNWjkMNaXijtHjybfOHLrS155kHBbT5ofWYis5n0yLxeoWpSB8Mg0+ajfYOvDBJVY/ib6llgb5SIlfntKigF5KQXiTmOvtPbZrQNR65M4QBDa7ozN7ZgGkLN45mW5tm5WbF7O8VGQD3qkD/zMcyHU82F/3HuYnLbWGhR/BRog/cw8Qly37WGqMUnDa8nAvUTo62SNQwSOGarXgYhGyJE5j8HeSMrBaoswTtv4C2fM2op8jWpbRspGnOHkapdCni9/IaYweRXV3HskHt6yHHFcJmYmSl5YI4kucNe3wVsy7mYwfF+lA4axIUfrdxitLycVM5znAG2G8O325mthVAvYD9Und+T7Ku43AyhKen/4nHaPkqKTr/ovoV6WHYVjSMm0K6Y8V1Ae2C1a0PbJNCV8aWNf4lKMgrqSgPjCKbjmKoja0SdPDloRQfeJ7nidoWQpw14mhwd3ca/d1HYAv2f7Bv90TrlGE+2EZ04RTsWI8TZmAU1i9tkzcFYRsdRWl/qhlPWtzpfUMd7GAWQY0raDuuIdD3M2JSsninBUtt4f8aOY9p2+aORTV1icZfwNr4DA1DJ5T1xWZMbzkhYz/CnMrUNSQwJKj3qpHS7rAxct/8g/+dwY8EtCmojxSMalLmlVFXrGt8HhxNdY+BMTv80aHR4tEDQeJAcXhfMtLdPEsZ0zajrrnijzYZzW8acVoxlDJfC282485+4hfA3Ey6PYo52YEEx47L/NCY2uQkE+Z/LxSPRfN2kA/abrOPLuvq0juITIGAF40lVw9DMlKJNbH8UoHTBNbW+fOjm/8/9j7CjhJiuv/dgkQ3N2P4+4Y35k9AU44zg+H46DpnemZbXame667ZwU5JAQIISFAlBAsRgyLe4g7cTfiRpwQIeT/q5Zpq2rb3gP+4bOfhJuu977v1auqV/7K+akFTm94zatJHWk6YF1zc92OaKD1wocV4s+HNK7ILLIPXh7RzL5eE5uGpGWSP51ZvqIqrUG/K5y+KpPg+zILlrYN5EmxC+INgmsZup5FftM9PzKmgW1Db0CKgGig7mR2dZsgGtd0P5OVvpJZrGkZ+7ThrAwUHW4srR3fmD1DTj2f40wBLa/JQcvZFkAjuzcSDTWbN5rKLlIHJ4HcMk8ndya7XDvOpzyZzciXZJa86fSVwopTTz5dWJXRA3bAh6FI8zaEAjnFlgQa+UApkHNdSA7qrJwgTGmid7nf/NAXZFjv4mn50USOHs+zDo2C4a7WFLvmxBKsobfbgt7vyim3MFKPfuw3mfW+qE0IPVGbUCeFcSs2cegtb3/MOuQ7G8MhyxYb3Dz0UxJ0qWuOy/OAvjv4qvik7w6Ef58kMloi+qUBe7sjIi0cqN2tx3eF3z1/Zil4b0hBEFD/6VTSF9DfVfTN1izaPdhq+1RBVzUQ9d0+o4k86yqs6Iq6t/2a2wn+DVBvLxiTLAhdSdcDl4bMzam89YzujhP22vF6X56j3vLwiS33X81e34yMpGrGEqdqWfu8ZvQPW7qn6fsWZyakmex3//3LMEoCUbO6qO8X14kRB+LYmFLMLQ3bgMAzgmgyw2IzE8PHEz1ybkggZzjVq84iBoWlih/Kr4pkq2JebgdXhoAO4L9pDiMgtyEcnS4ba+vOOR/Yfka4H1StPFpXLuDD9QCQBR+sT+CoN1gMrlUE6+ZAygMGS73L/IZ5697avhUVsTujyyA+E+yz/WxIiFvUOgNw+0sPAYRT7K2syI0G6N5DPfH2fC0DOIgJ62Xz/nu7+8OiPN9H6Qvvm2ybZXhIAfJoow8bGO0SyYxGpjub3X0wfxG7XXOcJDnb3mdH8Fld7DAHXkrvyT3PKGhYyR+LhTVDzgWP7gW322a18w09qwjdH0NSmoJVM94muLgS2LXzLI/5QopCNsUcE3hiBcI2xbZE8syqRM6FQZt04KjsLIBfCIjdDnigmDMH62LYDpuTNPawroHat2hN6bsLnvt0M7LUbR3q/WLdChV6otwdU6fNHc99bBGeKBn9rqjwgjDZE6ZE2dhJEAa6fUNxZ0EwNHAqtK23SwcJghmgVRgTnRup+rhsB1fdSTDvH41ryqC7kyBo4IadrJbau7n/Frqi1pH2FYS+rZY2BZ4ZFbQW+M/z3e+q0pT2FkDI70ngCJoquG4udxSxu6sAwj90RaUD9sKELicIPfOZ1F0EwdTYXOzVWAGcum+XdhbsNwVAXnYXhLYhdbuqMFCAQKkFvoBHZf1f+gNjqjn8spNg3afTm6ICUjuSN5UThJY8abTLHUFoTk+LY/Jk0epOV5k7Ja3NqhlQ0X+SzDcRDs+E3XYf7mDf4JVj3nEYl3vWXSR7ixEVWQ0qBDUZd1Vw/YhwljIFIkaucqLzIl8NULxKCtb9Vcm8SmYHuB3qC3ZPFKFp7i0pkm6Y6/d+7mAG3VmH8++r/AzmVrC1iOWRMy7qIPhLb0zuDNSBLvQHY125aRKHRLZmFLEnN4UmGGbYV9WadgQg6PMAJ/r5nScWelYjMTdd2na8BuiZwtVe/sh7fuvlsWa/v0JVWmeL4MCNpootoKbVCGlBaKr6mLBly8ZSA/pUt6JaM7nG8H2vVZvXFUvemeOqjevKRwmFZneNsWrVSnHzmcK0XLQflHQez8xNRBspYkWkHcDxlGlVG/5ja6nueA/zi2CdKI7EcIrELidoyVSTIYCryp5XlE9dvfqsUzZIhjg6unrd2aHQmdbbE06EqfB82q1gm6ZUbULU1IFiPipqnRcypw/GQFPcAztNtds1j+eZwULRxyUq6fDs440JmTw3G3aesgvTEDVjF/uHZead7F/StGxcPBV4O8K6s+0JYGoGOAA9KAhoYobY6auKLtkzl4RDJ5Dz0aAosWndGQXxb50wC2of8upSo4Bg1SRNNAPjBBkWIRjso+hB8gqC3I3+CmFyjGrRHmSawOrnRkdlcyDRkezy0+zrHJ4n/bZZ8XLAUlJ43gdWAoQQcWAwF4xO6n9C5FZbpNJVx3uiojhXZMZkYbIsFEtCARx6MES5OzpqXuMyj2671LYmUexWeUP5oNP+RtvWya6Z9kW4YXwPsIxt3j9c4hIMZ/wejkA79aWBglltOwFnPGd7JTPcAGqsaAz6Xec4huNDLpyUNcN8taBgWAGYCu4Q1FvZoVPm0dHtYRr7LGKxVCuVzp0r+IvigaPm+kNkFaF5dcvcCUigu5wEWkboXk+ge1YBZyeAVmNQ1YDGlUZlc96wSfRsxwC2g5YtF5PomQr2koEim0eOzN00a6dHaA50Q+0J1lszszyOhr7fczda9I65MxGr4QCi4RwF8vb0KtRAaak72Zd4gFc92o7Qolvb9kJPVMSOeSnZUPtCx3546GLdGJPBNNTy0gKYwk4KpfCcDD4PivwaOKAzARE1PkeyYNkanxtRCkSUuVIoN+dC3GJLnNxqGsIYmGgjhbjnyewxSOPVFu95K8ZWmDPO01cvB+omVTNuSpwiNZApTles12uPscey1hta/tOjnjnlhgCZ/4yot+kgYzR7ms4yBw0M++wnBcDDxGA1GpVku9dKo1FoZGY/Fs3pvoIFbvkj6ARdnLQucaJFuTSuypV1OQIWEmD5crMAxWDejQwQz4MQW3OLAOFyCGFPMjS5iSgHO9G1SmnprCCOi+L2qboSQmktxWkiXJCT6io7cuIsQeZH8vv0hbUP8+YcXI6ZNNS0Xoe1j2TssPZhc/oUXAKj640hKrF13NVRrzKSkRlW7y0+2C0QMJWNZVDCTMfEMaFrP5gya+A1Glg+7ETHDrV6BVb7k0PAav+Q26fqehgliLFjRyJDCPNQuIVXgrUCP9jw5U+fuwFzWXNHM5Y/VJjmOgu63sVxi7pduevpmdMyigrYk+jL9lhvUVJGi/xUFHlbViKLyUwfFtII2sg2UHQRQau2hxteQIJ3urI4E0REy4rktS5jzko8gLB4R1PzDitYLS2rxRZXWqHK5ctrUqGBqgkbE0DY0MTWbjqk84L0IeBZWVUJDCnPsOmcW7Q9cUIS7LVHoIhzgxp5Yc7cnwdCrBRQdS8KYLbBHiQw1+goiFPtLt36CawY1r6ThYglaxXKrwx6oWX1uZbnf60lL3kSUh44U5WXlA5SivNOVz5yqnA55tYeeNzQ89P2ntViYaSQlqsZyZBPVkQovx3iZA4ljJnP6+Uj4VgYv2PRYQHUCncE6EwJMM8AeSd7vk8DqM/wzlYtBBAxDn2qJZiNjfDtn9FR8IaCu0fkXU4aekQnuotnMuz4LCcymhWq0tkE9CWidz0iokoNzT58yN2McGgHl/NMjhtQOueNeaHZla09GFcrkFczBBCUU7ei6NvbUk6ZdtVgNhDhRM9Bgw535LLgroLi2mFPwWsaHRAb3txj8uXTX2pHI1Ak96AfeGIdSmW//w6u8ELThwjuiVT3wQo3U2aQID/A6Kj/t30aRhuAWmweABvzLZsV52LBbC9Nakog1qSiGnJbth5p32PbQFQMUI+AXGNbSSgEPxWFwu6+T+Cpl72DX4qCJrVDdMXQlyBWTVgX+FKFfAniVEM4lRBXJcRVCXGVQ1wlyJcgVzFoJGWy3a/4P5nv1uzr+wTepZkGrxS394R8D39TuvsFvpWFaQtgn1AC9HPJ+vw2pxWZl8Ydn2VdIYfEB53F2rz5bwihKWpc6vadBy/UkNe0G/CefdU8Zi4ALylYAcNX2CfvrLfDwaqHEwRhGH7bc37REGGRGVemwgARjCAgC5xXsDURvH46kPSIYxRqYCZkB56AxKpwrGn7CJc4sbmBvDFFVRbO6X5wYetcitiSDDzD/mT5zLmAvjbJuQWrDgUOH7jv4roH5zKdYgDFfnUSNaxw505oOzteSCib5s6De8kTcswFPpJpzpkKQw0aJyaRITmnDkdHtw//bZXWr7MeE8nEZ5dwgjiDCRzsMOKqfStjGHHVf/TSdqDbTF/rDA/BNqe5M2yF5jDU4UNdJpkVhKOvSaCHAEHxj0m/Idy4KSjR/zvQ0wRqk6WGeYYIlTomG54QnvNjq+P1kfoI1ojOfsE8craSOdqUXRTHBRWRpvui0hK64iUzdq7sMf5okBKEwO1JLVkMTFlcgwwvXoUjwdg59n2LOfSbqJ3XPIVlVqNkQWlGPFUNvlEJ59sUrqKSDg61z6gDYzBpjes97yIg3pYfrmwh8XRD6pfT452JwuuBhzY6XbnXM6efqUAvRILKitzs9ybtE91d8AKZrOiGNjCdQwBcNw2bQmdQxOCUo9TqSGl1PgsJ2hUnRWEw3rKUHgMCOpoMD5IbDLWyHona7pXSqrglGmw2Jt2MgrZ8TPp6hQZsSW25qZdzq/gdTVRkI3V5n47Ca8vTIH6nfElqSGSewSOZWQDPQAJKUt+8z9FM3TaR+XYwK5NpIQ/xzozsV4wsetPBrvH2nPaiD+jE+7IETpdH9F3DZmX3RYf6kcxJGAgm6YyPDrB6FnOUAFqDPVwDW6yW/xYHLVlN5b/Xe/h85poal3UrHGYMhT2Gb5TrldU5gV0ei+MrQOcBtNh4FKFO2hSxKPAIydko6cO4YXp/IiIrXrKhcRqN03KHvToZ4lzaam2kCmJcdkTXPuVVuUBdFocyl9a4AiV8GORsbuVvRMoXNXFCAjHUkEZ0SJwSqRTKa3KDiyWbW7uU4sUDX+s9vHc6iqUn91Tre0TuXSK3go9syBXyyiRoc2nUShIFgmbdgmKyRzkg3qsEAmki7eAndDuf+llzAn1NUtS5NHU9qRJBc6Ozal7+GsyxP0QOLoZRGWMU9PQPBeTgIiUYcnAxxJlLkxRjpQfLcDOKo6UaellRwdQAmfMhjWvI6rocAZE9ngdrLs2JNE5TVUBcj8gx55DG9SI1pHEyACKN48GaS+NQPVFWqj1RmBInhRa4CShNuPfSoODOKtIFLpdmRSjzcCUAQKeBo/1LXHTzFK/zEnUsMGB+kZ+5JRqi+/yDB6HnfIY+gpvwI3z/1jZSIBvNgaabO1WJsnFRT3SuYYC1duf24kAxZ31CV1YkUUPaHdwXBaccrAAvTfv2su6pO40WXAC4DqqB0wtxIuLfQQbnHuBCNAmIiZLQuBXO6eyCxmlnXwGNbCmOrRPVWaBTG64TukRceuvcQFvuBJQKah+RdeuW8LaBDN5XsRZw2xp4ltZ8XgltkURmiMv6RrRO9ioDCOWjNGcS6dHYgIazcpYKTUGjjUti31x7ylpAAZMAcS9Hi5Om+1LTkFqOUXZcAQE/3uuXM/hxm2uO/LiNns2Pe5ifZj/u0SSdH1/tMGtDNyxASmjoQnsiIAUcgEhQNbkjK+a+jSi0u2IzZQFf6GGbgxJe6oFPX8Q3BLifxjIOZiRdIa+3Sg109oJq3/4TdMOajKds7WZJe8BAJCP7gUI/WECHU/1sZu2BsQVqGqD317SVfiAr1AoEKMoyjjagHqfRJlzvV/qBsmkzYoGYBZzGpqsDfJZqnU5kHkxqfybWwnASmAMCtTwAZcXRCqoUaY1VMIjUNj0foIDNDtjw1HpXI/PYNBK71y/PBntrFDawyWzAH4KBm9CWfRGWSTKngyFDRyzxavpGm/EqQw3+dKr8zliV4eX4dOp8F1LnttyVhClIzTBj3Quh4zRPm4KherBjFbw7VsFwqe9YDV8brWG4hCEndp4u3UKFuwN1uz1Gt3C57kDlnkIqFy5Pa2JoxvECJ/ys2IVJe1TEbDMhcmjQDoJV+UYO6YFish+qMv9b2Q/Xyv//8n+Sk31JGx63HA6g3UhFaPudgQAwdYsDQOSkhcA0x7FQzAx2X+oREp4yuInwbG8OcPsH/FHciDxfGAA08zrZ1mFoGXIrwuDR+maQcIpXgjnR19WB1pQc6yRcz1AiYOZgfWNDhLj06x23xaA9jesfcRlNtx4im7dr9HF1AKJsdyVRs+5eBg5Cu0+fxtxLQhI2LgGRaYdnrsEBMMMK2+qECnNvWc4ubJk/9pJ5N8gvetDpuTIVUFpgjxZs7LXl6fSyw0VUCMkbHd0e+mbvVdYbI5XjUzCU/N+1qYnJEDH46MLXFqZiqfkT+l2xp5ZC9NbnoZB6ecafPj4zpsmtliLOffEGzD3Wl0LajvWloaq1+vEpGBa5AZWdMA7bg59s6FphpLQkGH9Zn5LtB2mN4cVh2KNAoDEuCzHbOxc+mf6koexaPRT7OTF7hOAkei9Hs4NY4po00CXf+1XhdyTqQQhNTyY7ZHDAmFTqiiBzX9WFsYH59CBoI0kUOAmNkQwgVGx9NWHel0I5k2a+EuLuSpCa0u86TWekWK2dkJIpnDlAny1zgDNp5kLVQh0YgtzSIbraKcOGVB4ZycgcUnnIlyTDJyO5k2Y6ZOyeLmY0tsmZVO4pIW6pZ3cAwgTEaN5k139VQgZIDRNyRH6EJJaIyUtSk6yPgJH1KTE6O4DCNUxtdU5gq2JxklhoTSxKUiNFFFdkllzTlMIVNw1EyHd7uZPYYmUUQFIz1MIgogLVXlRcL9UopmYbhXMkyWiof+4mrC0hR9xNUUFCpTsB3h5pJ+xYQ6LB9Roh4VgsVDUc5qS6h4xtxU/MNA60WDPXp5Y+WYFUDPB5WJ+q9VB9imULZdHiyJRFizVpFkOl09RU8EJyYhOHBj/NLqx7b3bdcUGlGBr8xDCF+mOTPol6J0KfcQHvsCXjPzXyGRiIzr50N8vV0Ag5A1AcRqbBkYkxMZl8iBPq/HwImYc6DgqiH/Ymu20tPNRJDRPqO/0ImYY6fojMQ20bBp0Nt/9Glmty8aEu2EKItmSgPGrw9pYcBJGNFIWBqJ4pyyI07LRRzEeKI/PiULhGKYWGnRnBUFlzcTINO0MomYedLlJkllzTFEIDk1QQod7Ly51p2OkFyDxAsUCQ+ru9Qr2aiRXhKDKOxxzmzEMGE8AcNyTT4HgXYHixe3voW6jnH9JaL1mCR8M9q0yS0vQHhE3M2ZICnKORnNAJocN6QiSrO+Bz6KuR9O5YLKmC3hfpe2Yrse/Rp2ENeJ14XYespsJ+rusBlxkbLPRg7jDF/RZco7bDdI6LRobXX/wR2lZ5gg6MjlqhEe1XEMJPV9us69dvENad7a38IxAUc2/cGzfIQ2M+92fVee/LXNNG07oREnyBa761MRGkBU/zRTzW1SiHWZwYyUiemp/HmOnLTbEbK2oEzhYrbj2cz6wVECs0h9EpregR5gad+QQ4AFsQAFP7Qt95qDBkzyqMOFZfHcblHIeI0tp8fNYfn9D6ZLYdX9YccJA5IHMtTGY2C42GoUBEkk5PjC3hxWjWWKttRvNmywek8CYyFd7E01B4ExkzXQ9ASb2+AMJ/xeZ7EsE4x1nfgBCbLfcVCFpszjUI0xzneg1EZLYcF/1IfUkBrz1LOrqPKKA4UE6wgWKItexSFKf3/qR/zJdEru9iJIxzIo7TDnyMLFWHbmzQbtsPM0PPjWwtNabiZM1RFdqIkputHi1GwjVBVEkEnmWCwBCiJ2sqeMNDmCyhi2gUzZOyk/Gypu1kvLzZ7FZAACIzPoJgiMt1HcEXm+UNCMZcOtWerGQYEVlcO7ZTtWTm4mRBlH5DGJNFtM8cRXLE2moZkjWR10RLjnWb3VjWHP3mdKywOaoXm5CCs1WO/fx49pSuL/QPhCXY45uDIGlDnwtDNKtvNZjQlrvx066FUC5Uza1BqWNr7TooWzaLnuDH6mhirydq6Hpbg9PH2WURnA1lmBE4edrZq8OXzTTLEGBmJ22+2hDZUwfGx1Kvb8zE2qkKY4rNdgfGNQd+JLA80tJmEi+PANq4zM8Ps6AqSDlMGmulU8M8ufTLJlD8yC2wGNKS9YiRS9DSgBhliwqENtYYdQhToj4PJi22t2tHMOVYP7UIMTtmdmmKzFarajCk+GoV6HGa46KsoAuiAqOOa5cLYEyo2rgRRtxU+zPWW4MRckJGhrQ1Gy6udjdgXImqN1RebP3uRHHlWMH1KDlzVMN7kTKjKmgioeYXQ1J0VYPMJCxp2RrUCBQqvkUFei7zMQnwslEfXf4NJEtc2yoiORNOdzwcsc1iE5I1m4WXoPHizbzam2TuhcxqmGbtC01PShp43RrsDwmi1hwXxp2tUfj+kTOY9rPbG2aA36yrMXutzr9P9WJNiZPu/YqW1PQqZdV3tFKJgeJyd1Y0UMZ8+kxuiN0JWUqTuxj2VCXmsGfMyck+rKqkmBfN0mQmHiEuPxsRCBmzNOqHS5OXCNa4TKwOsuZRtcynM1LlIIY9LhcijN1SuWf0Pf/0IwR2vKPyuQ4mIY/KqxuiNruq50HIqNByKFwpTQEmgIjL1CYURMZcnRTAG+tK3V6aPMUCxOVoAxwgl/z0RW2iJKRqZLEA6fIzBMiYnxN9aD1w+7WcJjtx/HG5WQ/lz5iZlX4wsds1xmVlIl2flAgkLlunoUFyqXgSCEYJDqNlrXgQgHQVbwiQMT9LvWjgQvFImsyshXDn4XcBVA08GpHK725CQeRlm9qsbFPLrMgSH5TSKqapL2vCzHmMazSpLTaNzGNehz0Pi4BSTlMykcypzGkx5+FKAFJFmu5ndiUwgFSjDA9A4NTttqRnnM9IgZf0DPAiOKZJPjq63TG4ddm5Vj8uMfkGOGUe7st87may21NTzQlDpeFA5DGmsPEyjykg/KnGFEP+POYJJphiHgtOrk4LgZDr1GgjQkheLqKcsk6FKnl5NjVqaQgtTX2K5o7LyVoId251qRowa6oFEyhC+tpoIcxxbazOpviXheEyr2uE2VOtazjsc7eu4UjIy/mWZuk8S7NwniE3UkpZ32MBUvuhUq5+KNXaSsiTZJ8h+PyA5525jJ4EipBq/cuDkDFLi31w6RaJonjjsnFqiDePymGGvMrcSYW4U1UtmzsPZ2tCpepsY9hTzdUc9txykmpWH8OePifZm7tflXE5pReNYY/LyZIAe6r6EMmcVnKq8otkTjXbtpgzlt0KH5KodAbguqPUSpOVJBhxOdqMxMiYMb//F1utrmS+3JyH+1Q1MwpgRvcZ4k7lPm3uPMZfal9SUu53xPGnGr8N+fNYXABgoiyk9D0JIFKtT3ghcqlpwdWSdDUt7VrLWgh3HkuRACqzcwwyp3KOFnNeRZHKw0dzpy6K7D7+FC+UovbkpjAmaUbatpIQJi5jy+EwmVstHCJOC9/UTZHU1DrEAqSa+7kAGctY9qP1VENTFWFcyH/15IwoSXl4chcze52AQqTy5F6IPNYXHLxZ1LEwQMo65gDkkh9RGZPkTvb1EhhAuvwMAfLYkO8NdEnodOVebxYb8iiQVBvyfpA81it6/VSuLYo31XqFyZvHxAT8v6ak9tFJMFJNTHwYebSinqwbmthNNe3cAAfIw/X2ZEXuidNCulM2CSDi8nQBCsLeoXRzlKXL2oRCz9Vm2Q/DwSFSdVdeiDxzVSjOOleFVOcyoDUBQMxdTShkP/txYhCv2U81Hz4Jwp+q7cUCpPQmDkAeM6aePJsZU4g7LicXQbhzHfmuhQjIY8m0J3W7g1TLMDHsqRZ/HfZcvIbY71tPMQBWgOW94uGsxQWhlgYgutlXPELcqabZNncudV/sjYmzyEaAOy4by0Lc2TcTwuxx0k/2s8uzvGoBRUi13+dByFiYD4WlONp0u+Y1pa2lOuQWnBkSb6CoWkvSpBaoUUvcq36emHjeGHs2j7xtAAjme4Pmed5La3dV8EST54mphv/XU1CVQ99MvQftgN72U6WuOP/lPaTUJGEAAy42lHWT1WMbYc0m4ZQ161f57oeZtgf58JrH+6/1sOxbQR8sr6QPgzHGFkCjDHKwbNmySJX8/qzxi6ACQltTe9ZzknZIgWej4QO59M2HrH/PbqNmaQgws/+2ufPok81/VzL70DB7qj7ZYc/j/EW3K7bEtGu98Qip/LEHIada0sreuYa409axVvY65psvdNu9tCeO4vhTbVkD/sy7MkHmVCOUrtgZKKlKMIY9Xeuy2fNYmZqQe7LQlRVJTDXeSYIRl6cLkRi5TJU3I+HzqPsm4ET2y1wQ/lR7z0P+PNaOL5YV0doLm0yVo0QgcdlCgaRq2olA4jTxedmLZzUBCnGn8tE2dx471xeLcqqDi5HMqXauLeY8ukuAlH0dJsSdsihM7jwGMtazy9103c5GBEIedh2fESZTDRGjuVPZ1ebOKxupPM5FEO65W2izBeSxPDU+UGYGoiKku/CTACLOYitgECmHfkkwUm1m+TDy2Mwa13qCEbh+lGr9GgaQav3aBcgjPx1NnZRmcyUABpAqPy5AHn1ZR1MnMvdlQeZUfZnFnEcT7miiIhvS8DHi7ehE5/pjuep3vKkhToniTm7OhDCpLvwEYXIZ+Z8RJSGPSZOLmWqEmAQjlQf0YeSZsZRtHloznLc3Z1nBwjBx2kCL34HJY+5nY6bRyc/fNxRJnc48d4Twp5o7Dvlzccp9I/vRf4s5lzLp9qw3t7LaNMwfl5MxKH+uA8ktaBGzdZLrodC5DDu6vUrawWEsQFxhNOEAuZbGBriMXFpRt5dqJhbJnK4JmswZ8+ALrdaRes5mSktWOmk0OjMSJ49Jogmaea4b4k4117W584jcaEJVBFHXZd0QlVRTlcRA6dpaCCgX93RWtIw8tsgs1MyL+GH2VIv4DnsunR/AKqc6mh3Hn25A4fDnVizZb7U67Lmpkv0gSpg9fU5yWntsi90muAuQ6jRkPEKq1UsPQh6FY8FlLpwwe6rCcdjzWBOQpkVVCU26Ui3rwSFSncD1QuRRPhZe5vIJs6cqH4c9D/dqYaXqKeL4U7nXIX8eo3NpoKmzuisGA0i1KOgCZMyP77aJpCmyVBGq+S0DO4jZLQQBSGehIUAuDVHsdKXsUSbC7Kn2Vxx2U+UlbbGrS8tmOzhcBxOQxyyhpUliqpPIayHcefTXLdXQy4pqZD/0BEVI1V97EHKxrWroqYYf0dzpSsbizqM1tdpdUU+1bh7Dnmq25bBbKoPnwL3/ztygLkLKmIsW6wjIw1m3JKmvS1KqfaFYgFTO2gXIpeHbaKlGG/EIqeLWeRByXT/biBCSxxjagStnv8UGh4iznISCyNV0F0RKyfVWmRc9j8NlDl7JDF+TvGwSgaS62TEEmXXbSlVDoG0r7woCbVvZS3CJH64pZ16cDjKnWpy2mHPJw5iWasMtkjldHkzmPPqGptrrieCtr8z1F4qQalDoQcjDbTfVcUmT0p4iTwCRym17IXJtlZtQUvJYlrDxMi9LQPhTLUsM+fMYVjfVzmS6UF4x7KlWixz2fFppS9LHpW6qM3rxCClb6RAhD+fZ7MqpIthHMqdynhZzLq1lXDQ6swgWB+FP11oc/lzq2LjYk7pSuuXveIR0dcxFyGN5YKyrqqlKJ5o71fKAzZ2HHxuTDUVKtbgaw57KjznseTT6tIvEkcxxuaj6mMXhO4mTalMcS80FnnNFyxpBcKUK/DYmyl1Z6cxm4AKHSLVn44XI4/yfi5dqvTgJRly+2kiMXEdkF0aLyfXSmQ8+3+JJNepLgpHq3KkPI49VvDFRbo4PxOyx4VyAPJy4mPrFrHUw9nxUaRpyqgdaY9hT9ScOex4dvKg1peyBUULcqTp4mzuPcaTYlzRjkOpOXRx/qnHkkD+XMmnPJjxviDtdmbRn0215H4QCr1h1paYBnikH71hZjzg7lBf5KJuaJIID7lJP1dwHna2fYXFuFIkmWhXVxuiJ/WG8kp7odlEggEb41fSuCuIM+UOBhAJc9EVZWxKIhNHwyQOBOaz/nzN5a3020qTmQNMkxXDigLgXUBAE9j2W2kixuioXqPlxKMqQtB5H2pGM4YtndU+hHh/H6LwI7nmbOECLzM3QIKWGgGIFQ1hJmNJkw302XVatD4J8jOe18kA5+yv/lmh8TQJBaSQzGNBQhvnRERFEdh9JPyseGomKVryBRJW2CVrPad3NsD6VKM6+qoPgcCHnEM8kToeYjotimpCk/pBjRRRlS55EZ8fN1/IojGY/CUSkGmKrlQSjhsKwv4xpkjjRUqcUfzs6GcVmRjYa9Fuip4L7IwtZfqpxbCRCe9DtWhLPi6RzmrhFZP4CkbDUphZR0eM0aHYlEK7Ijso0XB6x6KwbR4KsT4ko/wYhcXxDrVZfkxvcw/FICYBQJPPDnYlFOjEpNK3OJFs68MtWeuOKHZGDiEoozrX84bA9lBhRym5lqTUysyOzllsndE6chIx9xVNo3Igsoyf2VuSymb4E/RmO2AZ3Gkm/RUtLgLICnf3EzvW4GAzXvZ4fQzkbB7seit2ajnN0LoXTEhql+vGxYO7w8COxtPFyERQ7wisuiFXfM0pdgiBGG9c1am0kI/NFSL6cfMvZMQIyuhZUuScYh86PZPUND1dGkiYcH8LdgAOSbIAYrUjCESK6jkQPEeFuHPChq9bsnfhsXLclHfTtSEHJ3flyZPYTe/F50RCuE98STTgbH47WITBKhta1aEcfHBuXShUIGZzZZSrAhlgprHwUmt21MMwf5WBde1W2q3aEptjtjonNCfDjTElyIq6CpK40KdnV2wqkarWMQBjW5W4/IzbHJaGnh2cUsETHkpVycemsII6J4nY75/ujyCJlhBN3RG/cy1/fiNq4KV9pzvIJHA+1ShbLBDrhge5nOjaKyTNgKYXpoJVrWC8r5YWpWM6HUec0LjkNjZ1xSFKFIsaNRgooLtSKWDQDZDXsaBSDb6hzIooq4ShnGYo/2QAHKT7h2AZaFxMNa/ws0KqY54w0nwFO0kGP6Q/bA6VpyKqyxA35vmjRIkgXkaKvPRLJ7Xa1ZyFpZtPTngBDBa6sKSqCPi63DX8xQzWFD3mGNNBFPGiq49vKhVqwCqcF6UfyR7NDUuN7qNNzFxjqpHwLXL6vQ8MVK8ESjWMKupqUSypHodlDw0QY0Wwqb9B5W7ARtXd9gAHcIhM0cQpdsYIUjqGrVWflJQLMHdxNx9LGy81UK7fMmWBn7yoCGjWOWhDL6RkXBb2JSRxdXsGyKleDgzA/iFtOf4mki5YFSZ2zcXjycXrsOP6nc5JldJV0Ux0+MFIEd4mFptqfEWSlreZLFXLNs89iaHjqh0TNBeZFcnkqfdDzW1dfYZXddUi1rVCmnEb4MBvOcohfg0PGjfGD82mXzTcEPwlJlnAMHhyBuADJBuFoBRKOwstQgHTDcIsHXm/mZiA+d0Ny2LfAkDw4mLGyn3kw42F3BzNwosAYODzSEGOGsEGK4ZCuXl2dE9iPYnHiYRAUz4CernHZnGcvoupcOKfCG0sQaeiiH9afRnkkI3PYmTh8aLZnm1OJmNMHV47d7KfdqkBBhLYqUISzmSWFxxJi/EwJlvdIbxP0WtVqcEkkHURwebkVseDbilrwbWVZXp6ltNACWgu2MttyF3PLtdBibjRLcDG3NYeLua3cF3NbmRZzW2kXc1tpF3NbiRZzW7NczG3NbjG3NcvF3Fb8Yi6k6c5iNbOVYDWzNSerma2Uq5ktyGpmsPkjXVjAA5bKjSNQrO6CQ7DKxq6dLIpiUISJyegcwiab84NT6EDOhjmqFc8Jz7ZzcTn3wXGzHdhGL+d78LuqYS4PBFVEEnq2l53LWDB1M3jHYggtzjMugHGgvCKaGOIRD4cR+7zhYhhFQk84CuNN5gWhYhN6wEVB3mjv1wiSJ/Z8h0I5Xa93GjR9Nh7v+CBihLcLaRfwdGcG063LStbdJAfPva2kSfqgayDGVsE986FPGFd113f6vtpuplqvlk5IyRQUAu4EhenB16GQWi0oJI7pAii99W/rIhn0OWDopaTQR+eYCgx9a6luPzvsPd8ShrgwANEa9Hoz+Wm4IgI+qYrBHqIlTcpNiNWt78PCahRKfqcarBDDj24lGlmYiiUgIFgZhh/dClRamIrlfBi1+c/ZF00dhW2XC7I8an7GcHF4PrulUbNXJjua2OuJGrhIqIPnu83/CtrAzHLgSJbjhKE8EPJtPo/i9LDA6euS4bzoDutTIUfB4qxo9RISWqI4OXQEQ5EQOWZaTAvQkVLMi6XJpKSoHcCWMlJmJ96WqWy4OSDJ9zMmzICH0n2//JgAIFC4q3ZkQxdkY3w4KClAyIZPaugCGG8rPob50Qxe0hMCpC2pab5r7+2vvRdIbU8itsS+IWlCc1JqWh09Mv+NkYtl5WJxdHRS7A4kYaC0pLasSC0BOKzQN7sdloq1kVJ6vgVoFmsxznfgDU0MDAbGB4asBDa51qCZpG0DeVLsWpdCfWSG1xzD7TI/yaDfleB6HuEnhJGcGCRR+5ImGqq2dGkiXZD8hyfjXxrkV1RF2jYQu9m4ZWVSnZBcXrCCKYhaB3plux/m1iUNlIG5+qmPi5rUEvqGtsQlDFyLHi6VJiFuzA8KRNeWU4OkotlOTBfj8TTRsoHMI+OBGseGaHRBNzQZJHqVOhpCp0l9zU91AoRK1VoS0FEdu1hqBsbfR0HoTRfjJToGQtTuqqIRr6E1jI8DEzVNnPGTFXxklkEA9UCRtw0kYVzUA4sQxyEYws3uFARlSk+wCAGDKL8FaPJwMUYQhy1a9BFbpexxt86HoY8ujyxIw7EWQRyijW8PBQRUwkJ1GcKFioKWdRNWHOsGGKZQDHPsh9Yh5I6LujAhzaQR3ECVPNq1nYLgSFn3JxAwYs6GAzJRKqeT1ejFwoyJuty0G9sSa5ALNMyk9Kk5SWssQgHBvUwNTR7VDaAcAtTf+HssMGaAN8kToHTourkSSp+yZi6AgiCs5ddwYkrUOh43aP+2/WaxUanOT06PgEZ6unlw+rBVV8EJU5ppoY9EVqLd8DEw6rBqi2Bk6PI+HkaOKCm/vubI0jW89dMpp/pIeV5S6kVQQqQdjoWShw2xHEqXany8EgqRspTnQ0ESDBzN0Z3XZtbv4RCiUJqfnB4BnbApDOnDZl4BJ0w1iynAMdC1diGcAVFvj0dSh/2qHxmkeyxq/RwWQKk0Lyn1IihhwjrukMd5d4cObbcFUPpEjtmcHqSoMkP6sNYL4YR9tS9A5mYINZBjylVw+pStdiMcJesk9LikcA2EcRJVbS91uGovQNJCpn5Vm3igiNqMIE33NUnXZRDleHvw09DnV0uFtFyLkQyTsi57ispeZTsGkvcwL7ozCNNK01JzAPakrdhxaHFOPbSWm7qyIWlid3R0u++3Y4tavTw/Of08OCl6sSpAmDgPThUw1It1swiiesGyQyzphr8sA1+GFaBSX5SOZxRFHl/681GsYaudjCJNbLfGEEEL1+zwx2EtGClXsnAujWCKt8zCCO6wcVZGUCe2jzMHthdJ3Mru/zC0S6W4IA3HcQjicG5OQlAmzsnJfoCLVVkRFHDSo9fvSj1JMcCmRmSzqQwRRMPkSFJmi8NMiVV2Ngn0vrkp56thoW9OEYwUK6X0fEvQLPF5XIBmDhek0//oXbkpBXQLfBrWqlqhkJZrMZIhef8T5kX3P2Ha1P2Pbt8hsqvJdt/voSsuVuYnp6/DSeNNMA/OiO64AoTp67gV4dZfssFvrvutl9LzLUGzpKjjYWb01AlCnLpn0iRjXFOnFEGabkp9w8ph+OOwftSGPVMqTqdZaqKsSy0/S+DTcJo0Uimk5XL2bPqaCs4FjI5ut//l6F8s1o4I0oQN3AiSpK5v/hMMwaYDOTcB5euBHWTNU8Cg0xgAEHt+1oCziU1NjRE4H8ppfgy2cnie2qoWI2IBnE/uGr482edWocRNtdcXNVlXlRDDATAGK8kZVdhLoe4Ywf9hWKfL5QVpOI5DEKNHFUHK1KMKGyDDqMJRVlHVfrSrdYo5VOlGR7eHvg1tVyqV0vMtQbMkd5UQZrSrhBAnLgRnPhNoViB7oYZmd6LD+UxCnlEUefL5TIgVPZ8JkSY2hbNG0pWmQZsz1AlJkS+RUm6LHOpHkXVhStVawzNbjSNC6bJiSB1Jc0mcjbgJaQbwDv2iv/pFpLqLD7VT8sFKBBNfnrUkMOGy3ZCELXE5O5XKtnuUjzsZRZpYmDPvlNu+huL9OSytQnVeUuoRKGF8ARwL5QtnfBmULnGuHccstyTFkNsyqOnb3R9u51Q4Kgnl0RCisM5LIFSpJxK+nn90dHtwJGD7wEIdTp98dhBgRM8OAoSJczQUZC7tJ1g/CxAmFuQMf+3Bj896gU/uothw+JuYazGSIfmsNMyLnpWGaVMPlEPDQTdzsIXCQik93xI0S/LRBoQZPdqAEKcebbSktjjoGoK56h4zyFvogZMV89BRROlVI6jBGB7U7Knx4AGxlRFcqUsdPIMLOidvlQ59G07Hy+VSer4FaJawSRwX2xT7OjjD7GbCngJ6D+yACKJ+DXwf3KlyYUEajgaCOL6OHofgRE9IgpSpa6cJ4Gt8gS/uBKG2KB3PKIo8+Vg4xIoetoRIU4+RzEtf0WYvoUjRze1kFEti/RyHPtYVlYkYazjtckwObzaEvrlDk1opPd8SNEtybwxhRvdS1o6lvf2cbvZ8gg/CXRbw/R4ujburKgno58FJ0WOPAGHierCrvK0o6KpmCONSty9pu5l3BMWmIU9KQtOY1ud3wL5uT+9YN0Y0advoaOiTpdOqTmfQFqxLiJraM2/zSNZNo0F7+Mt33M7lGN7BuMj8Bm6m2CzDoMz+60VRN40iry/ta158mpSaQks1BGNbSSgI2+rCuuD3ov19H9/3bXXrcyHwuSasg1FXUZ+L4HMx9BmKXYGDVOAgFThIGQ5SQn2Ggtg2KfhtpUy2+xXI9960830/33d5W0WY1k2x4QSla3LsH0goC9M2y76hFOt7kKM05AgKKQkIqJIA/15Efu+Z33f3fR9rF2t7WrfrxkEV7oMTMYo0daT5zbrOCtYuB+a1qKaqtIC7smj3Nmna/XJJMFSh3S/WBE2d2t/3FeCDr4ImtfcyU5r9wTBVLpf2Dn0E/4V9LdbCXwH8ZuurrWRb1aZErSUYmiy0yyXn7qCT7H+9b7434I5zu7BxovkbtGJJaQm9QdeQwYuCbUkT2pok2f92kB066yvg34jmd+4Vwzmh9/UaBT+cZIiCPqM0xzXVXrHypgP510AYJMPOoCAC5jBX2A6O4woYK+HFS4gSnbRKBCRHeVG4EgvhSihiD2a348LUoLwhlOeGKa2boII+6PdVzdAFtR8sZosiMpcNIR7YftsyBtpft8xoUgD/dCS+fd/eTIiED15HPQ8JCUzd19S+nlzdljRpsQDkxZHIkEJ0gRtyJO/w1U+0WuHLoogrpKsjJYFr1N5CQGu8PBKnJelNTXY2CDNBJNJCDEO4N0FRSanqy8owjEczAZxqtK6eR9XjVdEgqPoRQFkTj9ITpwU97GaDSFI8khm3IgFWhHdYm0SK3FHsqXiUwhdGQ1nKRnV0XnXDjvdGJLzbE0V2g3l2RXWkMpqkSwhLASPdjGTsSb3MGQn18Cmyshmpkem/U+sTUVCd1PmbdXe9DKlMonHXBiR7lmEXZOxgtYqmMe08j23NHUGPfJCPGgxRQf0YgKAPUvtQaKI74D4Emq7YFPqR0GRxDMyEnfnmuhCNJvXB40AZ3GIrCdZsPcQtMUKeBj9xdoxKGZsYrGg6dqduRw/xUWgSYrQRaiEAy34fvSsqiMGqpyk2NkWxWy+iRwzKm/a77G6HdHIknjXlitZoBQIhktmjDdzA9sizCcJggXU1tImDo5MKFKsticZAkxA4jXkhJsS84ZwQYT7ThgtjcWc1azgNBZ950nAuCnG2c4bxKOA8h/2nRgmSpg3N6Xz0mBF3uA2lHfZHIiQa9V+KQhh2v2rPmsr0jZDv89kvfad/QUh2nt3Mi1HoT0P/8jKULk/XaBJpnKdh7DcapcuYqCMGLeFxn4fVrLZ9I93oZykaLcEYNOx/nCFof2Z2Jg2MKtYjBWUY624DxKOjzf4AnIYGYx5wHcZcqTM0UTb0JWNdtTlhLnaDM3AOFTQyW6Jwd93UEgMLvPCFXbitEmevJqzbwdkbStwR2avu8OxVd2T2Kjs8e5Udm70d3fYqO7LtlXZ46ZV2ZOkVd3jpFXdg6YHd0x2bPVfiDsge2OvdsdlzJc4iexJEmHdqYo55RkdnOfk8LZkUz+6flVO/Eb2I+3QkRTDATrR5qMl5u/sHbVXrieb8sNc3BE3SRGUCHjrSF3t5Um2KY4GUntFrBSJVZ4m+lJzcFGidW7GmzWrfF3bhTDtzkqap5sJ0X1X0lPcRwCeL35ruNW52QN34nQ6yoIqyeSkJLAuAo4WqIlhX4meTSzSQHUmbafcMod0/UOpZE1tJAUfCmhPmfKwr92RDPyiUZkbuHmiapBiLPIn2J3uZ1FzwkXRd2DaQBlLLrDp6pSXpkiaLXfkSyQ6sK0yKmiwq6Gw39mqBwC2KAXjA0QXz2E34Y1Eo7Bn4CEaroW81YV3oWxX6rQj5FsarQHgrEN4KhLcM4S1Bv4V5i2EjmIdpgh/NkzR7Bz5ax2hgX5XuPqGv5gGaIK55eiZMax6dCQODczNhhJIA+ViEf+wd2ZJ6otLpgmvwA0Wa7ktNQ2oJ46LS6jq3FY7w0BiS1pMVEEDYR/KUXc36UkeQ+rrcBf82q6KvzYBk3RA1A5UI/DEiyT5Lh4SVtg0kpSmh0pvjqoxO1aS+ZMhgCQpFIaI1U9SnWlKzay8/iQNDtQ70mX5FcNqi0JIMUe6aX8DRSdG6GyuYE3/w35as90E0YUlb0hh0l3k/ba2OiWPyqCIV64ViobC12lriglsuqp5Qmp1u/ROcGzSTVW2J7TmkackMZ+P1jTBUoPUSW+zBgTHAsmXeI415G6f+7DJO3tkf+d/Ofu1/O/vV/+3sV/63s1/+385+6X87+8X/8ew/uzr+3LP/7Or4c8/+s6vjzz37z66OP/fsP7t6vtyz/+zq+XLP/rOr58s9+4X/6ew/u3I/WgIrzl3JXEsyQ+4I6sDoD8BVY9VehnWeXHRWSM6xF5P0vtQcdEXzrqc+oxjjgiYakrmerXYnJXc119oQ8dIHlv6tt6sugOC610Gda2J+UN+DXOZ+A+qNx3UI9Cg1EU9aNk6DYfX6XUEB9/kF3bwEbIcPiCOzViTXJ0NsaWJ7+FDEpNQEhe9yOoGdN0eD9dRWrG491d7hESrVQg1qu4yAaxJgJcvmlgRIY1LHfWV22ChsSPdjMIrU6QmgxSYID4h4jE4fVzX/46dnxkCKfWEi3oqAyimYSmNkU86gcQVt4SUrnq2JsDIWUDJr5ltEzoPTCaiGRVQaiTGpDZrMpE8lwkqmX6xvTvZotceKc7tbO6aqZ6NyZlov3u16yYYlVC2tTgZrb2ai31JE+nA/TrKivjYZWMKsZi1sdFdiCegZ/Vh794z+0NgjlZUJAGMtjexDPCCz7EM8SHn3IR7olA4qpgFIYqcrlWMLxCIblkmtJiaDHUaaRdnC1T1oi5gm5kiILfiEmnbSaerd/otpxI6EXBqxA5awuDI3YujAOqxGxnp+VjL0fKt6q90V9fHYqm6RDat6Pc7XO7Cz9fUOTrJqElM+DljG8lmCQEcbz7XXyHEOiQh6EnCUXVU8HYr9GcyvJuxPmtRTDetovzn7UjI8o+eH8gcIMaOlDQlEXVXAQY+xQQtIdG4PW6Xm0a6O4rCvH/gYvAffCihG+z5ZSFIDxeCYDilqI4pT7Pe7MxBZ7jzXmrmDx7Gtd3PMWA1IOKclwvAsj9H2nBexFxfA400tENNTbHp80TAdNrizq6Zb+MGqeaz3xIomKaJ31cEbVTBMZ64J2JSIQ2NX2t/dKYHTHIMJEKWR7anpHQijOYACj/nkmANvAeYRQpyx0D4lwv8weQeK87BjT+wvcVUJysiJrrHB/tRVO4ITYNITe8s8WArSutIkOBXaDN9B9FxTajQ9hWqtdg37SfdTaMRRh2iKrn5bE8lwC8Irw1u3PYku+HnJwT3KWeDRam9KhCwrxhBPl4wEA1XA7D4VvrU6trXaShl92/n3Qh/k8OVcRENd4KMW4RH/g74g4cqgPZxYYaeBLklTzWBbhqqZEejg3XNTVYKZc/r85jh4q09Vu7pgeyvfyV0Y2LgYBFscBrOeJYg/BNx42Mcr9fpdc93VXs1En72e2wl6mnrSh+fA7OishyLc3PtpAllCWaI/MHwjhmVeQr05LoFOc+BbLggl2cOgcqFYbGRmX4DmnJCVViCEKoTYsiVcjvf1PaBneWEEQFjcKIRak9pwWZrUdl5PadRr1UyssPxZz0/AGb0vEgvlQqG4eBYAMNs4vGHbwKiVAXjoAUZ9PJS624XRLoLQ2gHuYeRLIOSSMujBMwxShsXUqI1kZIblx+ILK3gDhLapKpOSZoAcWZtUQl80wGtuGZ/UTuhWHkykCrjAorYDDsamdtJ2lCPcFKOxvZdmNyFU23LxbozBs4sBdFzaoJvhMkuazJ0RowyIl2uB6LBhFXTwUwbiliEmjB5B3okVzPlbDhDaDMwktxGVYc4/GbsCSR7Oo8x/+At2drd9GjDPAsY/kqjAGi7MLObsEZ4vz4OswBfXYWZJxg7rE23OZH2iqMwIKqKzsdLcrqoB6zOSAkCFmy4Cweu4FttIVajwhACwLsjhDdvpFV7q4bzcP1U3586z3obphtucvUYQXqkxglr1ZEUGEfx6ZTA564OGYA7iRd0I6KobUH2DKw/ARQ66vot7F4WE2pIUcPfOvHgG5gGirJh3z6w3ENI0tKUoAT2xH86Fora8S7QNGcWduyH6QUkdqdcTK3Mn8MKgwKG3688Y42DB0JjpSu5FUj3S97l1zZ7FPYWEt5ypORezJlMg5Lp5qEXWhQlpJs8blU8beZrsd0UD5DvawM+WjFvkWsDjgF0QcxVg25SklIWmaoWLh00JA6LAOS/nbb+OpIAFD3m4cOCtzzpKZA/EEex05V4vd5nIbALXqRvgUmE5Z5HbokRa3jpniWqUxGa/V81ZXhclD1wTzTtzCkrYhNyThYkdLK60o8R1+oag6vqOag4duSOaHyfzNmgPKdLsPnOWNoWS5nRhILz/ZFnIuxwNlNyWJPV1SZqYC6FIT9NUxyVNKvVUKWeJvkWunt5Jsc4qBFiFltxuu+E/wK9gbe/pnYipqT91uI3p4ktmvAVJ0xEbYZPNrty31nbNtWuQ+9Cn4UuWvpXS4GCqsLVUn29C182X5/zbL/5fFVOG3BM7EnjBATwgNozhsLVUNwNpOB/McjBf4jSZrNihM+rAGEx27YGKlaeDvemiLpZ8qUd6UqfGZR0E6ZCUpo/GK0E3pH45IOEQb7rc6cp9JLs5hAiwHxtMNwxw7GIiqMYiGF1HUkBNaUnWvzzk9Ujy0pQ4aU4NrX867/8USoXKigSMLalpzjYCwXA8i4/xGB5dj0KSI8xsEomRZi4FzDzPk95XmxOSgbDzKjihJCqSuRSDTnWtWESJs1E84o6GEgYz781dXwYxdvy5O8ybLmrihBQQc7iPoNXqSmpT81Ec46FQwJEIDWzylYSAHb1l5R2eIptVTx2Tu5IiGZNVH80RXprhABCZK3vE5q84q30EPXWoq9DrQUM1IerrISgcmKo9VRAHLVlFupluV5wUkXXX3DirIJPBaCog/tBA8kSpijQTWOLXlACAt/DHB8rMQAxSeAu/o4mKDF796UtScxzpq2yyirncrSpIa3S6vcokMj/WWGcSmR8rfRBLgHYGFoGINIg0LaqKVBGqSISWaujB1nJkIL2sgDNEIprGHu0EcY6C05SQ9c8hCtjMm6OmqoDwT4E2eYiPojPZ7fmST3KTs7WhtwdGA96ZtiZ1pOnARBtcEbLGSO4beGYknSUukH1aATLOgHyyLyKNaSCEmffV6IBgoPSeTVFpSl2wNyC35aY5mtjD/uZ5V24XMwzZlGyMg597m7+McUkR2mCSPC4Yoj6xv/nV5rUSQbzYpjF9oJ1iHU7xpz1gD4+UrjreExVldNRcVhHHZDAeLpaEAuhlratU1gB0iUtqmU8Xp20DWo1e7AZItpbqSeDNFADWsk45hGUBi73/Garw0LxIzd9raz584E8wx/pNyY7KFj7eg34K0Lt7ZFJNTG4tNYNnmLKsc4ePosTqHTrV82zRexiE+Bml9/2xeoPjw88cfWPt7D4z+Yyy8zvi9LbPlD0ztI2tFea09pmj7wNx+rbUwVhXeuYofF+cwiD9maPuHd4lIWuzS7GOMg5XiNyAenkuMQVp3X/7DkPASczOU2qaDxNpdrTBnqhNJFGycW4Mpqjrsm6I1gvlaYCvQwFb48+hFdOYKMs50pJPD0Xszlxi7R7q4OFj7297il+vNyJYzBi4TXdl1TaIzXxiAk5R6wzMJ9+tC/g+/sVp+HUJGMlQ7YiUy9LwgjsLftHVZOy6n6sZweX9OdyqhdEPrxdAm2rjtjQyBDs4rjJcjJ3L40lfzKKaOcRV7GtXc6hd2sysSJAZj+5mE+12JbdswVJ5ZPl6WpynzK1WVx7JyLo0hs9cotckwRiXlQlwh0VSxLGuZE+NlyTkdq/A6E3VeQMd2twjmcG0FQRttfhrMH77ypMnw+4lKNNS1XIGtksjecIsKTu3qKbcmCf2+4I0Da4MmYtJ232/7WxVq4XGkQkI9xI8waKNrrX3s6/voxU5Gnw/CPLdnKWDe04wJmlaNg6AfG9qoj4utfYXQmGsNUk3VE3aN5xivnJ0uPe7NlAEs8uQh8AX6z7M5rgEwuCLcndMnd5DEKZEvWfvapvPXO1uf7JWHwxV03cRBN1oyaowpcmGtLPzCywjDX8ASUO6ZlfVpX0FoW9roEvd9nDSvp/gz0dLHRgm1hmC0JyeFsfkySLoD+wiMd+lUQZ9szvcWqoLZylTstISTjergbDC3EgAdcVJWOVwmu+FeTFbUl9SWqBvCqGnBr7OCywIkz1ZaHZFXbcfo1XaKrjQImrNcWFM6qpTQss8wOTnas0oYk9uCk1wmAnwoF8EGF6MCYS5uS25HuKYOinNVo8Uql2ZQLVxURcGitgbkzsDdaAL/cFYV2467zYl19J3L9BR4Fo/v/40FdFrEquxo0voinjN5rSAZD9/XzV9hFd8E7wHaV1rDgjTx+WeSwmxwXzvEL3nZ24PlJYIRqlidy6kvcDP/LTUulcm02FHV7nLYtSa0/rWiRGeV/kv9TKDGYmiKjM9dQAmm2BapPdFMD5rmEcUDG3QNIStpbpzjqGRmNsU5rBvLTUOMjmFTlcdE7vWYXWhBW4QNhqNSlRiISKxXotIHClFJNaiOGtRnNUohcr1iMRSVD5LUbDFCG1HqhG2rVSK6MRypYpOLJUiEgtR5VkojiAT6/Uq2gj1WkSR1YsVtBFq9SpaZq1aiUgslNCJ1ZEiulSqtQjzVasR+axWCuhqUi1H1KFqlG0r5Qq6VCrlMromlOt1dGJpZARt+FKh3DgQlVhsoHNSrBXRIovlOtq0xWKlejA6sVwpR6SWqqWI1GI1grdQrlQiUkv1kcjUYlTqSCTvSCEqtRrJW2lEpkZYslCqROpcikQuRdi5UCpGWrJQj0gtjkTJLY5E6VyMtEZkvSoUK1GlUCzXolJLUfWqWIzMbyEKudCIsmQhsk4W6lFaFSItWahGWbJQjbJkoRJVNwrlKDsXSpHIpUidi5GphdohiNRFDdD7NA5AJtfQSSV0UhGdVNgfmYRkqtcPRSZVhFK9jFalXkGzloVSvVBGs0YkoTM4gs7GyAg6qXoYMqksFMvVchXNi9ZzJEJPdEGMIE1WA31FFS2vhs58DV2GtRGhXhypozrbRbWRckRaAS0yIiM1oVSooit3rYZmrQJt0UVZQ5dUrYJOijBqCa1LEegSIbCILGR0BqvAJ4yg2021IZRG6mgDVNGVoIquBFWzEqCtUEUXZrUGxp1o20aUcxVtu2oEYISaaItXkRmoAIvXGlHppZE6WtVKBCswa62OZkWbtVIDUtFWqNSQPqtSBT6rVokkKJQjfGUlwlplkKUI4abDrKH7hAq6+ColNGzRhEW7m0oRzVswsxtRDGhvXEH23WWhUSijnUPZrFXoMig3QIaqaL9bbqAVLqOLrlxHixwxRaLbYxldHcvA79bQ5VM261xEqy2j+9hyxeSNsKVZ54poU6HniovKZbSvLJfROpVMndD1LaroQb9QK0SlVyvFCLXQ44Yyuqaim1UJXVtK6C6hBHxXFV2bSiNgYltHV9ISOocldB0soV1PqSJUCyW0cUoVZC0oRQxSS+jxTakUYVV0BSiBChDRuZXQvqrYMH0V2j7FBpq3bvKi22ARXVgR1bGIHqwUq0KjUIlMrxeraK9RrJoLKxG5rSLLphjR6IvlCEh0oy+WzLWaCAOW0CKL6BpWRA9LivsiUvYA30WhP9DAYyKaMRC7Rwur129afvJ6QdAHY8Ia6xABuOoo2McEtEXNfh/DcIzASIzCaIzBWIzDeIzBnofthO2MMdguGIM9H2OwXTEGY7DdsN2xPTAG29P8xWB7YQy2N7YPti+2H7Y/dgB2IHYQxmAHm2mHYIdih2GHY0dgR2JHYUdjx2DHYvOw47D52PHYAmwhtsikOsH8/wJWxBishJWxClbFatgIVsca2CjGYIuxJdhSbBl2InYSdjK2HFuBrcRWYadgq7FTsTXYWmwdth7bgDHYRmwTthk7DTsdOwNjsDMxBjsLOxs7B2Owc7HzsC3Y+dhWU9IF2IWYgF2EidgY1sRamIS1MQbrYOOYjF2MTWBdrIcpGIOpWB/bhmmYjjGYgQ2wSZN7Cpu2cz6DXYIx2KX2r8uwyzEG245dgV2JXYVdjTHYC7Br7DQGe+H//f+1/2fb67DrsRdhN2AM9mKMwW7EXvJ/tn0pdpNJ8zLsZuwW7Fbs5dgrMAZ7JfYq7NXYa7DbzLTXYrf/n1VfZ/77DuxOjMHuspHvxu7BXo+9wfz3G7E3YW+2v9+LvQV7K/Y27O1DHd6B3Yfdjz2APYg9hL0Texf2buw92Hux92Hvxz6AfRBjsA9hH8YY7CPYR7GPYQ9jH8c+YfN9EvsU9mnsM9hnsc+Zvz+PfQH7IvYl7Mvmr0ewr2BfxRjsa9jXsW9g38S+hX17KPE72Hex72Hfx36A/RBjsB9hP8Z+gj2K/RT7GfZzjMF+gf0S+xX2a+w32G9t+t9hv8cew/6APWrmFvz9EfsT9mfsL9hfsb9hj2N/HyKDvyewf2D/xP6F/Rt70vz9H+wp7L8YhuM4gZM4hdM4g7M4h/O4y/M8fCd8Z3wX/Pn4rvhu+O74Hvie+F743vg+OIPti++H748fgB+IH4QfjB+CH4ofhh8+5D0CPxI/Cj8aPwY/Fp+HH4fPx4/HF+AL7fRF+Al4AS/iJbyMV/AqXsNHcAbz/9XxBj6KL8aX4EvxZfiJ+En4yfhyfAW+El/loT0FX42fiq/B1+Lr8PX4BnwjvgnfjJ+Gn46fgZ+JnxVCPRs/Bz8XPw/fgp+Pb8UvwC/EBfwiXMTH8CbewiW8jXeGPOO4jF+MT+BdvIcruIr38W24huu4gQ/wSXwKn8Zn8EvwS/HL8DPwy/HtIVn+vyvwK/Gr8KvxF+DX4C/Er8Wvw6/HX4TfgL8YvxF/Cf5S/Cb8ZSGEm/Fb8Fvxl+OvwF+Jvwp/Nf4a/Db8tfjt+OvwO/A78bvwu/F78Nfjb8DfiL8JfzN+L/4W/K342/C34+/A78Pvxx/AO/jj2INIvR7C34m/C383/h78vfj78Eex9+MfwD+Ifwj/MP4R/KP4x/CH8Y/jHfwT+CeRCJ/CP41/Bv8s/jn88/gX8C/iX8K/jD+CfwX/Kv41/Ov4N/Bv4t/Cv41/B/8u/j38+/gP8B/iP8J/jD+O/QR/FP9pjL2sv5/hP8d/gf8S/xX+a/w3+G/x3+G/xx/D/4D/Ef8T/mf8L/hf8b/hj+N/x5/A/4H/E/8X/m/8Sfw/+FP4f3GMwAmCIAmKoAmGYAmO4IkO/jxiJ2JnYhfi+cSuRBL5zt9uxO7EHsSexF7E3sQ+xL7EfsT+xAHEgcRBxMHEIcShxGHE4cQRxJHEUcTRxDHEscQ84jhiPnE8sYBYSCwiTiAKRJEoEWWiQlSJGjFC1IkGMUosJpYQS4llxInEScTJifVZTqwgVhKriFOI1cSpxBpiLbGOWE9sIDYSm4jNxGnE6cQZxJnEWcTZxDnEucR5xBbifGIrcQFxISEQFxE7YyIxRtyONYkWIRFtokN08HFCJi4mJhJo0CV6hEKoRJ/YRmiEThjEgJgkpohpYoa4hLiUuIy4nNhOXEFcSVxFXE28gLiGeCFxLXEdcT3xIuIG4sXEjcRLiJcSNxEvI24mbiFuJV5OvIJ4JfEq4tXEa4jbiNcStxOvI+4g7iTuIu4m7iFeT7yBeCPxJuLNRAcHf/cSbyEex96aquSS/72NeDvxDuI+4n7iAeJB4iHincS7iHcT7yHeS7yPeD/xAeKDxIeIDxMfIT5KfIx4mPg48Qnik8SniE8TnyE+S3yO+DzxBeKLxJeILxOPEF8hvkp8jfg68Q3im8S3iG8T3yG+S3yP+D7xA+KHxI+IHxM/IR4lfkr8jFiL/5z4BfFL4lfEr4nfEL8lfkf8nniM+APxR+JPxJ+JvxB/Jf5GPE78nXiC+AfxT+JfxL+JJ4n/EE/NUf7B338JjMRJgiRJiqRJhmRJjuTJ55E7kTuTu5DPJz9G7EruRu5O7kHuSe5F7k3uQ+5L7kfuTx5AHkgeRB5MHkIeSh5GHk4eQR5JHkUeTR5DzmDHkvPI48j55PHkAnIhuYg8gSyQRbJElskKWSVr5AhZJxvkKLmYXEIuJZeRJ5InkSeTy8kV5EpyFXkKuZo8lVxDriXXkevJDeRGchO5mTyNPJ08gzyTPIs8mzyHPJc8j9xCnk9uJS8gLyQF8iJSJMfIJgnqTIuUyDbZIcdJmZTJi8kJskv2SIVUyT65jdRInTTIATlJTpFzZ9Vnwt80OUNeQl5KXkZeTm4nryCvJK8iryZfQF5DvpC8lryOvJ58EXkD+WLyRvIl5EvJm8iXkTeTt5C3ki8nX0G+knwV+WryNeRt5GvJ28nXkXeQd5J3kXeT95CvJ99AvpF8E/lm8l7yLeRbybeRbyffQd5H3k8+QD5IPkS+k3wX+W7yPeR7yfeR7yc/QH6Q/BD5YfIj5EfJj5EPkx8nP0F+kvwU+WnyM+Rnyc+Rnye/QH6R/BL5ZfIR8ivkV8mvkV8nv0F+k/wW+W3yO+R3ye+R3yd/QP6Q/BH5Y/In5KPkT8mfkT8nf0H+kvwV+WvyN+Rvyd+RvycfI/9A/pH8E/ln8i/kX8m/kY+TfyefIP9B/pP8F/lv8knyP+QM9hT5XxKjcIqgSOp2jKJoiqFYiqN46nnUTtTO1C7U86ldqXuJ3ajdqT2oPam9qL2pfah9qf2o/akDqAOpg6iDqUOoQ6nDqMOpI6gjqaOoo6ljqGMpy0918HnUcdR8yultJPJ46ngKtN8F1OPY49hCahF1AlWgilSJKlNPd83YEX8VqkrVqBGqTjWoUWoxtYRaSi2jTqROok6mllMrqJXUKuoUajV1KrWGWkuto9ZTG6iN1CZqM3UadTp1BnUmdRZ1NnUOdS51HrWFOp/aSl1AXUgJ1EWUSI1RTapFSVSb6lDjlExdTE1QXapHKZRK9altlEbplEENqElqipqmZqhLqEupy6jLqe3UFdSV1FXU1dQLqGuoF1LXUtdR11Mvom6gXkzdSL2Eeil1E/Uy6mbqFupW6uXUK6hXUq+iXk29hrqNei11O/U66g7qTuou6m7qbuoe6vXUG6g3Um+i3kzdS72Feiv1Nurt1Duo+6j7qQeoB6mHqHdS76LeTb2Hei/1Pur91AeoD1Ifoj5MfYT6KPUx6mHq49QnqE9Sn6I+TX2G+iz1Oerz1BeoL1Jfor5MPUJ9hfoq9TXq69Q3qG9S36K+TX2H+i71Per71A+oH1I/on5M/YR6lPop9TPq59QvqF9Sj2K/on5N/Yb6LfU76vfUY9QfqD9Sf6L+TP2F+iv1N+px6u/UE9Q/qH9S/6L+TT1J3YP9h3qK+i+F0ThN0CRN0TTN0CzN0Tz9PHonemd6F/r59K70bvTu9B70nvRe9N70PvS+9H70/vQB9IH0QfTB9M7Yztgh9KH0YfTh9BH0kfRR9NH0MfSx9O3YPPo4ej59PL2AXkgvok+gC3SRLtFlukJX6Ro9QtfpBj1KL6aX0EvpZfSJ9En0yfRyegW9kl5Fn0Kvpk+l19Br6XX0enoDvZHeRG+mT6NPp8+gz6TPos+mz6HPpc+jt9Dn01vpC+ijqAtpgb6I7uCglbktT6RFeow+E2/SLbpFS/S9RJs+E59Ptcg2adGAnmEX4kmiQ4/TMn0xPUF36R6t0Cr9L6JPb6M1WqcNekBP0lP0ND1DX0JfSl9GX05vp6+gr6Svoq+mX0BfQ7+Qvpa+jr6efhF9A/1i+ulubc/9PZv+bqRfQr+Uvol+GX0zfQt9K/1y+hX0K+lX0a+mX0PfRr+Wvp1+HX0HfSd9F303fQ/9evoN9BvpN9Fvpu+l30K/lX4b/Xb6HfR99P30A/SD9IPEQ/Q76XfR76bfQ7+Xfh/9fvoD9AfpD9Efpj9Cf5T+GP0w/XH6E/Qn6U/Rn6Y/Q3+W/hz9efoL9BfpL9Ffph+hH6G/Qn+V/hr9dfob9Dfpb9Hfpr9Df5f+Hv19+gf0D+kf0T+mf0I/Sv+U/hn9c/oX9Az2S/pX9K/p39C/pX9H/55+jP4D/Uf6T/Sf6b/Qf6X/Rj9O/51+gv4H/U/6X/S/6Sfp/9BP0f+lMQZnCIZkKIZmGIZlOIZnnsfsxOzM7MI8n9mV2Y3ZndmD2ZPZi9mb2YfZl9mP2Z85gDmQOYg5mDmEOZQ5jDmcOYI5kjmKOZo5hjmWmcccx8xnjmcWMAuZRcwJTIEpMiWmzFSYKlNjWuQIU2cazCizmFnCLGWWMScyJzEnM8uZFcxKZhVzCrOaOZVZw6xl1jHrmQ3MRmYTs5k5jTmdOYM5kzmTOYs5mzmHOZc5j9nCnM9sZS5gLmQE5iJGZMaYJtNiJKbNdJhxRmYuZiaYT2FdpscojMr0mW2MxuiMwQyYSWaKmWZmmEuYS5nLmMuZ7cwVzJXMVczVzAuYa5gXMtcy1zHXMy9ibmBezNzIvIR5KXMT8zLmZuYW5lbm5cwrmFcyr2JezbyGuY15LXM78zrmDuZO5i7mbuYe5vXMG5g3Mm9i3szcy7yFeSvzNubtzDuY+5j7mQeYB5mHmHcy72LezbyHeS/zPub9zAeYDzIfYj7MfIT5KPMx5mHm48wnmE8yn2I+zXyG+SzzOebzzBeYLzJfYr7MPMJ8hfkq8zXm68w3mG8y32K+zXyH+S7zPWYG+z7zA+aHzI+YHzM/YR5lHiF/yvyM+TnzC+aXzK+YXzO/YX7L/M7++z3zGPMH5o/Mn5g/M39h/sr8jXmc+TvzBPMP5gnmn8wTzL+YJ5h/M08y/2GeYv7LYCzOEizJUizNMizLcizPPo/did2Z3YV9Prsruxu7O7sHuye7F7s3uw+7L7sfuz97AHsgexB7MHsIeyh7GHs4ewR7JHsUezR7DHssO489jp3PHs8uYBeyi9gT2AJbZEtsma2wVbbGjrB1tsGOsovZJexSdhl7InsSezK7nF3BrmRXsaewq9lT2TXsWnYdu57dwG5kN7G/NPvWzexp7OnsGeyZ7Fns2ewtxDnsuex57Bb2fHYrewH7O/JCVmAvYkV2jG2yLVZi22yHHWdl9mJ2gu2yPVZhVbbPbmM7ZIfUWJ012AE7yU6xa/G1OJir34M9Sa3Fwf/uwZaTy8m1+DQ7w17CXspexl7ObmevYK9kr2KvZl/AXsO+kL2WvY69nn0RewP7YvZG9iXsS9mb2JexN7O3sLeyL2dfwb6SfRX7avY17G3sa9nb2dexd7B3snexd7P3sK9n38C+kX0T+yb2zey97FvYt7JvY9/OvoO9j72fncEeYB9kH2Lfyb6LfTc7g81g72Hfy76PfT/7AfaD7IfYD7MfYT/Kfox9mP04+wn2k+yn2E+zn2E/y36O/Tz7BfaL7LnEl9gvsztjj7BfYb/Kfo39OvsN9pvst9hvs99hv8t+j/0++wP2h+yP2B+zt2M/YR9lf8r+jP05+wv2l+yv2F+zv2F/y/6O/T37GPsH9o/sn9g/s39h/8r+jX2c/Tv7BPsE+w/W6r2lQP/9T/af7L/Yf7NPsv9hnzL//stiHM4RHMlRHM0xXINmOY7juRnsedxO3M7cLtzzuV253bjduT24Pbm9uL25fbh9uf24/bkDuAO5g7iDuUO4Q7nDuMO5I7gjuaO4o7ljuGO5edxx3HzueG4Bt5BbxJ3AFbgiV+LKXIWrcjVuhKtzDW6UW8wt4ZZyy7gTuZO4M5mTueXcCm4Ft5Jbya3iTuFWc6dya7i13DpuPbeB28ht4jZzp3Gnc2dwZ3JPd1/03N9zf8/9Pff33N9zf8/9Pff33N9zf8/9Pff33N9zf8/9Pfe34//O4s7mzuHO5c7jtnDnc1u5C7gLOYG7iBO5Ma7JtTiJa3MdbpyTuYu5Ca7L9TiFU7k+t43TOJ0zuAE3yU1x09wMdyd9CXcpdxl3Obedu4K7kruKu5p7AXcN90LuWu467nruRdwN3Iu5G7mXcC/lbuJext3M3cLdyr2cewX3Su5V3Ku513C3ca/lbudex93B3cndyd3F3c3dw72eewP3Ru5N3Ju5e7m3cG/l3sa9nXsHdx93P/cA9yD3EPdO7l3cu7n3cO/l3se9n/sA90HuQ9yHuY9wH+U+xj3MfZz7BPdJ7lPcp7nPcJ/lPsd9nvsC90XuS9yXuUe4r3Bf5b7GfZ37BvdN7lvct7nvcN/lvsd9n/sB90PuR9yPuZ9wj3I/5X7G/Zz7Bfcn+pfcr7hfc7/hfsv9jvs99xj3B+6P3J+4P3N/4f7K/Y17nPs79wT3D+6f3L+4f3NPcv/hnuL+y2E8zhM8yVM8zTM8y3M8zz+P34nfmd+Ffz6/K78bvzu/B78nvxe/N78Pvy+/H78/fwB/IH8QfzB/CH8ofxh/OH8EfyR/FH80fwx/LD+PP46fzx/PL+AX8ov4E/gCX+RLfJmv8FW+xo/wdb7Bj/KL+SX8Un4ZfyJ/En8yv5xfwa/kV/Gn8Kv5U/k1/Fp+Hb+e38Bv5Dfxm/nT+NP5M/i7sTP5s/iz+XP4c/nz+C38+fxW/gL+Ql7gL+JFfoxv8i1e4tt8hx/nZf5ifoLv8j1e4VW+z2/jNV7nDX7AT/JT/DQ/w1/CX8pfxl/Ob+ev4K/kr+Kv5l/AX8O/kL+Wv46/nn8RfwP/Yv5G/iX8S/mb+JfxN/O38LfyL+dfwb+SfxX/av41/G38a/nb+dfxd/B38nfxd/P38K/n38C/kX8T/2b+Xv4t/Fv5t/Fv59/B38ffzz/AP8g/xL+Tfxf/bv49/Hv59/Hv5z/Af5D/EP9h/iP8R/mP8Q/zH+c/wX+S/xT/af4z/Gf5z/Gf57/Af5H/Ev9l/hH+K/xX+a/xX+e/wX+T/xb/bf47/Hf57/Hf53/A/5D/Ef9j/if8o/xP+Z/xP+d/wf+S/xX/a/43/G/53/G/5x/j/8D/kf8T/2f+L/xf+b/xj/N/55/g/8H/k/8X/2/+Sf7/NWUOTGNwOxAu37abTVLbtm3btm3btm3btm3bts077fTr3Mk8kw3Onh+QH6F+hvoVKhACIwiCIhiCIwAhEBKhAAgIhcERGmEQFuEQHhEQEZEQGVEQFdEQHTEQE7EQG3EQF/EQHwmQEImQGEmQFMmQHCmQEqmQGmmQFumQHhmQEZmQGVmQFdmQHTmQE7mQG3mQF/mQHwVQEIVQGEVQFMVQHCVQEqVQGmVQFuVQHhVQEUUDKqEyqqAqqqE6aqAmaqE26qAu6qE+GqAhGqExmqApmqE5WqAlWqE12qAt2qE9OqAjOqEzuqAruqE7eqAneqE3+qAv+qE/BmAgBmEwhmAohmE4RmAkRmE0xmAsxmE8JmAiJmEypmAqpmE6ZmAmZmE25mAu5mE+FmAhFmExlmAplmE5VmAlVmE11mAt1mE9NmAjNmEztmArtmE7dmAndmE39mAv9mE/DuAgDuEwjuAojuE4TuAkTuE0zuAszuE8LuAiLuEyruAqruE6buAmbuE27uAu7uE+HuAhHuExnuApnuE5XuAlXuE13uAt3uE9PuAjPuEzvuArvuE7fuAnfiGQBJYgElSCSXAJkBASUqoGhBKICEXFxCW0hJGwEk7CSwSJKJEkskSRqBJNoksMiSmxJLbEkbgST+JLAkkoiSSxJJGkkkySSwpJKakktaSRtJJO0ksGySiZJLNkkaySTbJLDskpuSS35JG8kk/ySwEpKIWksBSRolJMiksJKSmlpLSUkbJSTspLBakolaSyVJGqUk2qSw2pKbWkttSRulJP6ksDaSiNpLE0kabSTJpLC2kpraS1tJG20k7aSwfpKJ2ks3SRrtJNuksP6Sm9pLf0kb7ST/rLABkog2SwDJGhMkyGywgZKaNktIyRsTJOxssEmSiTZLJMkakyTabLDJkps2S2zJG5Mk/mywJZKItksSyRpbJMlssKaRCwUlbJalkja2WdrJcNslE2yWbZIltlm2yXHbJTdslu2SN7ZZ/slwNyUA7JYTkiR+WYdAtyXE7ISTklp+WMnJVzcl4uyEW5JJflilyVa3JdbshNuSW35Y7clXtyXx7IQ3kkj+WJPJVn8lxeyEt5Ja/ljbyVd/JePshH+SSfpXXAF/kq3+S7/JCf8ksCMTCDMCiDMTgDGIIhGYqgkFQanaEZhmEZjuEZgREZiZEZhVEZjdEZgzEZi7EZh3EZj/GZgAmZiImZhEmZjMmZgimZiqmZhmmZjumZgRmZiZmZhVmZjdmZgzmZi7mZh3mZj/lZgAVZiIMDCrMIi7IYi7MES7IUS7MMy7Icy7MCK7ISK7MKq7Iaq7MGa7IWa7MO67Ie67MBG7IRG7MJm7IZm7MFW7IVW7MN27Id27MDO7ITO7MLu7Ibu7MHe7IXe7MP+7If+3MAB3IQB3MIh3IYh3MER3IUR3MMx3Icx3MCJ3ISJ3MKp3IadwZM5wzO5CzO5hzO5TzO5wIu5CIu5hIu5TIu5wqu5Cqu5hqu5Tqu5+GADdzITdzMLdzKbdzOHdzJXdzNPdzLfdzPAzzIQzzMIzzKYzzOEzzJUzzNMzzLczzPC7zIS7zMK7zKa7zOG7zJW7zNO7zLe7zPB3zIR3zMJ3zKZ3zOF3zJV9wY6DXf8C3f8T0/8CM/8TO/8Cu/8Tt/8Cd/MZAG1iAaVINpcA3QEBpSQylUlKpq6hpaw2hYDafhNYJG1EgaWaNoVI2m0TWGxtRYGlvjaFyNp/E1gSbURJpYk2hSTabJNYWm1FSaWtNoWk2n6TWDZtRMmlmzaFbNptk1h+bUXJpb82hezaf5tYAW1EJaWItoUS2mxbWEltRSWlrLaFktp+W1glbUSlpZq2hVrabVtYbW1FpaW+toXa2n9bWBNtRG2libaFNtps21hbbQltpKW2sbbavttL120I7aSTtrF+2q3bS79tCe2ktPBe2tfbSv9tP+OkAH6iAdrEN0qA7T4TpCR+ooHa1jdKyO0/E6QSfqJJ2sU3SqTtPpOkNn6iydrXN0rs7T+bpAF+oiXaxLdKku0+V/42bQFbpSV+lqfRhsja7VdbpeN+hG3aSbdYtu1W26XXfoTt2lu3WP7tV9ul8P6EE9pIf1iB7VY3pcT+hJPaWn9Yye1XN6Xi/oRb2kl/WKXtVrel1v6E29pbf1jt7Ve3pfH+hDfaSP9Yk+1Wf6XF/oS331h9f65g9v9d0f3uuHP3zUT//4rF/0q377w3f98Yef+usPgSywBbGgFsyCW4CFsJAWymBiNDUzt9AWxsJaOAtvESyiRbLIFsWiWjSLbjEspsWy2BbH4lo8i28JrGjghJbIEtvv23dCS2KJ/3SS/s3J/k2S/1Mp/qmU/1QqS2y/r+i/9e/e3EC/Veq/Lv9tpflbp/2b01liqxzkv3fprVKQ/6//8/mtM/yfa8Y/+r+tTP83yfzvpyyW2LJaNstuOSyn5bLclsfyWj7LbwWsoBWywlbEiloxK24lrKSVstJWxspaOStvFayiVbLKVsWqWjWrbjWsptWy2lbH6lo9q28NrKE1ssbWxJpaM2tuLSxv0JbWylpbG2tr7ay9dbCO1sk6Wxfrat2su/WwntbLelsf62v9rL8NsIE2yAbbEBtqw2y4jbCRNspG2xgba+NsvE2wiTbJJtsUm2rTbLrNsJk2y2bbHJtr82y+LbCFtsgW2xJbastsua2wlbbKVtsaW2vrbJ2ttw220TbZZttiW22bbbcdttN22W7bY3ttn+23A3bQDtlhO2JH7ZgdtxN20k7ZaTtjZ+2cnbcLFi/4Rbtkl+2KXbVrdt1u2E27Zbftjt21e3bfHthDe2SP7Yk9tWf23F7YS5se6JW9tjf21t7Ze/tgH+2Tff4bX+yrfbPv9sN+2i8L5IE9iAf1YB7cAzxL8BAe0kM5PERIcbq6uXtoD+NhPZyH9wge0SN5ZI/iUT2aR/cYHtNjeWyP43E9nsf3BJ7QE3liT+JJPZkn9xSe0lN5ak/jaT2dp/cMntEzeWbP4lk9m2f3HJ7Tc3luz+N5PZ/n9wJe0At5YS/iRb2YF/cSXtJLeWkv42W9nJf3Cl7RK3llr+JVvZpX9xpe02t5ba/jdb2e1/cG3tAbeWNv4k29mTf3Ft7SW3lrb+NtvZ239w7e0Tt5Z+/iXb2bd/ce3tN7eW/v4329n/f3AT7QB/lgH+JDfZgP9xE+0kf5aB/jY32cj/cJPtEn+WSf4lN9mk/3GT7TZ/lsn+NzfZ7P9wW+0Bf5Yl/iS32ZL/cVvtJX+Wpf42t9na/3Db7RN/lm3+JbfZtv9x2+03f5bt/je32f7/cDftAP+WE/4kf9mB/3E37ST/lpP+Nn/Zyf9wt+0S/5Zb/iV/2aX/cbftNv+W2/43f9nt/3B/7QH/ljf+JP/Zk/9xf+0l/5a3/jb/2dv/cP/tE/+Wf/4l/9m3/3H/7Tf3mg0IFDBwkdNHSw0P8Dgpmd0jOGBAA="
};

// src/debug.ts
var cache = /* @__PURE__ */ new Map();
async function loadMap(buildKey) {
  if (cache.has(buildKey)) return cache.get(buildKey);
  const b64 = WASM_SOURCE_MAP[buildKey];
  if (!b64) throw new Error(`No source map for build "${buildKey}"`);
  const gzipped = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  const ds = new DecompressionStream("gzip");
  const writer = ds.writable.getWriter();
  writer.write(gzipped);
  writer.close();
  const buf = await new Response(ds.readable).arrayBuffer();
  const dv = new DataView(buf);
  const bytes = new Uint8Array(buf);
  const firstId = dv.getUint32(0, true);
  const funcCount = dv.getUint32(4, true);
  const numNames = dv.getUint32(8, true);
  const td = new TextDecoder();
  const names = [];
  let pos = 12;
  for (let i = 0; i < numNames; i++) {
    const len = bytes[pos++];
    names.push(td.decode(bytes.subarray(pos, pos + len)));
    pos += len;
  }
  const funcNames = [];
  for (let i = 0; i < funcCount; i++) {
    const idx = dv.getUint16(pos, true);
    pos += 2;
    funcNames.push(idx === 65535 ? null : names[idx]);
  }
  const entry = { firstId, funcNames };
  cache.set(buildKey, entry);
  return entry;
}
var Debug = {
  /**
   * Resolves a list of wasm function indices to their cleaned symbol names.
   */
  decodeFuncIds: async (funcIds, isCompatBuild) => {
    const buildKey = isCompatBuild ? "compat" : "default";
    const { firstId, funcNames } = await loadMap(buildKey);
    return funcIds.map((funcId) => {
      const i = funcId - firstId;
      const name = i >= 0 && i < funcNames.length && funcNames[i] ? funcNames[i] : "(unknown)";
      return { funcId, name };
    });
  },
  /**
   * Annotates a wasm stack trace string with resolved function names.
   *
   * Example input from Chrome:
   *   at http://localhost:8080/esm/wasm/wllama.wasm:wasm-function[775]:0x74251
   *   at async blob:http://localhost:8080/53a863cc-7227-45cc-8594-ddbbf5257f20:317:28
   *
   * Example input from Firefox:
   *   @http://localhost:8080/esm/wasm/wllama.wasm:wasm-function[796]:0x7dfe2
   *       at wModuleInit/WebAssembly.promising/< (9b6a2acd-d909-44e2-b021-d42fb9087cfb:15:32) index.js:1433:45
   *
   * Example input from Safari:
   *   2441@wasm-function[2441]
   *       at wrapper (d746f19e-4523-4f36-ba06-d0969acc0b05:22:126009)
   *
   * Example output:
   *   wasm-func[775] (server_response::send)
   */
  decodeStackTrace: async (stack, isCompatBuild) => {
    const re = /wasm-function\[(\d+)\]/g;
    const funcIds = [
      ...new Set([...stack.matchAll(re)].map((m) => parseInt(m[1])))
    ];
    if (funcIds.length === 0) return stack;
    const resolved = await Debug.decodeFuncIds(funcIds, isCompatBuild);
    return resolved.map((r) => {
      if (r.name === "(unknown)") {
        return `    wasm-func[${r.funcId}] (unknown)`;
      }
      return `    wasm-func[${r.funcId}] (${r.name})`;
    }).join("\n");
  }
};

// src/wasm/memory.ts
var WLLAMA_MEMORY64 = false;

// src/utils.ts
var textDecoder = new TextDecoder();
var URL_PARTS_REGEX = /-(\d{5})-of-(\d{5})\.gguf(?:\?.*)?$/;
var parseShardNumber = (fnameOrUrl) => {
  const matches = fnameOrUrl.match(URL_PARTS_REGEX);
  if (!matches) {
    return {
      baseURL: fnameOrUrl,
      current: 1,
      total: 1
    };
  } else {
    return {
      baseURL: fnameOrUrl.replace(URL_PARTS_REGEX, ""),
      current: parseInt(matches[1]),
      total: parseInt(matches[2])
    };
  }
};
var sortFileByShard = (blobs) => {
  const isFiles = blobs.every((b) => !!b.name);
  if (isFiles && blobs.length > 1) {
    const files = blobs;
    files.sort((a, b) => {
      const infoA = parseShardNumber(a.name);
      const infoB = parseShardNumber(b.name);
      return infoA.current - infoB.current;
    });
  }
};
var isMmproj = async (blob) => {
  const META_NAME = "general.architecture";
  const META_VAL = "clip";
  const tmp = blob.slice(0, 128 * 1024);
  const header = await tmp.arrayBuffer();
  const buf = new Uint8Array(header);
  const nameBytes = new TextEncoder().encode(META_NAME);
  const valBytes = new TextEncoder().encode(META_VAL);
  let offset = -1;
  outer: for (let i = 0; i <= buf.length - nameBytes.length; i++) {
    for (let j = 0; j < nameBytes.length; j++) {
      if (buf[i + j] !== nameBytes[j]) continue outer;
    }
    offset = i;
    break;
  }
  if (offset === -1) return false;
  if (offset + 8 * 4 + 4 > buf.length) return false;
  const view = new DataView(header);
  const valLen = view.getBigUint64(offset + 8 * 3, true);
  if (valLen !== 4n) return false;
  for (let i = 0; i < valBytes.length; i++) {
    if (buf[offset + 8 * 4 + i] !== valBytes[i]) return false;
  }
  return true;
};
var absoluteUrl = (relativePath) => typeof document === "undefined" ? new URL(relativePath, self.location.href).href : new URL(relativePath, document.baseURI).href;
var padDigits = (number, digits) => {
  return Array(Math.max(digits - String(number).length + 1, 0)).join("0") + number;
};
var sumArr = (arr) => arr.reduce((prev, curr) => prev + curr, 0);
var isString = (value) => !!value?.startsWith;
var MMPROJ_FILE_NAME = "mmproj.gguf";
var prepareBlobs = async (blobsInp) => {
  const blobs = [];
  let blobMmproj = null;
  for (const blob of blobsInp) {
    if (await isMmproj(blob)) {
      blobMmproj = blob;
    } else {
      blobs.push(blob);
    }
  }
  sortFileByShard(blobs);
  const result = blobs.map((blob, i) => ({
    blob,
    name: `model-${padDigits(i + 1, 5)}-of-${padDigits(blobs.length, 5)}.gguf`
  }));
  if (blobMmproj) {
    result.push({
      blob: blobMmproj,
      name: MMPROJ_FILE_NAME
    });
  }
  return {
    llm: result.filter((f) => f.name !== MMPROJ_FILE_NAME),
    mmproj: blobMmproj ? { blob: blobMmproj, name: MMPROJ_FILE_NAME } : null,
    all: result
  };
};
var isSupportMultiThread = () => (async (e) => {
  try {
    return "undefined" != typeof MessageChannel && new MessageChannel().port1.postMessage(new SharedArrayBuffer(1)), WebAssembly.validate(e);
  } catch (e2) {
    return false;
  }
})(
  new Uint8Array([
    0,
    97,
    115,
    109,
    1,
    0,
    0,
    0,
    1,
    4,
    1,
    96,
    0,
    0,
    3,
    2,
    1,
    0,
    5,
    4,
    1,
    3,
    1,
    1,
    10,
    11,
    1,
    9,
    0,
    65,
    0,
    254,
    16,
    2,
    0,
    26,
    11
  ])
);
var isSupportExceptions = async () => WebAssembly.validate(
  new Uint8Array([
    0,
    97,
    115,
    109,
    1,
    0,
    0,
    0,
    1,
    4,
    1,
    96,
    0,
    0,
    3,
    2,
    1,
    0,
    10,
    8,
    1,
    6,
    0,
    6,
    64,
    25,
    11,
    11
  ])
);
var isSupportSIMD = async () => WebAssembly.validate(
  new Uint8Array([
    0,
    97,
    115,
    109,
    1,
    0,
    0,
    0,
    1,
    5,
    1,
    96,
    0,
    1,
    123,
    3,
    2,
    1,
    0,
    10,
    10,
    1,
    8,
    0,
    65,
    0,
    253,
    15,
    253,
    98,
    11
  ])
);
var isSupportJSPI = () => {
  return !!WebAssembly.Suspending;
};
var isSupportWebGPU = () => {
  return !!navigator.gpu;
};
var isSupportMem64 = () => {
  try {
    new WebAssembly.Memory({
      address: "i64",
      initial: 1n
      // 1 page (64 KiB)
    });
    return true;
  } catch {
    return false;
  }
};
var checkEnvironmentCompatible = async () => {
  if (!await isSupportExceptions()) {
    throw new Error("WebAssembly runtime does not support exception handling");
  }
  if (!await isSupportSIMD()) {
    throw new Error("WebAssembly runtime does not support SIMD");
  }
};
var isFirefox = () => {
  return !!navigator.userAgent.match(/Firefox\/([0-9\.]+)(?:\s|$)/);
};
var GGUF_FILE_REGEX = /^.*\.gguf(?:\?.*)?$/;
var isValidGgufFile = (path) => {
  return GGUF_FILE_REGEX.test(path);
};
var isSafariMobile = () => {
  return !!navigator.userAgent.match(/Version\/([0-9\._]+).*Mobile.*Safari.*/);
};
var createWorker = (workerCode) => {
  const workerURL = URL.createObjectURL(
    isString(workerCode) ? new Blob([workerCode], { type: "text/javascript" }) : workerCode
  );
  return new Worker(workerURL, { type: "module" });
};
var cbToAsyncIter = (fn) => (...args) => {
  let values = [];
  let resolve;
  let reject;
  values.push(
    new Promise((res, rej) => {
      resolve = res;
      reject = rej;
    })
  );
  fn(...args, (val, done, err) => {
    if (err) {
      reject(err);
      return;
    }
    resolve([val, done]);
    values.push(
      new Promise((res, rej) => {
        resolve = res;
        reject = rej;
      })
    );
  });
  return (async function* () {
    let val;
    for (let i = 0, done = false; !done; i++) {
      [val, done] = await values[i];
      delete values[i];
      if (val !== void 0) yield val;
    }
  })();
};
var canUseAsyncFileRead = (compat) => isSupportJSPI() || compat;
var needCompat = () => !isSupportJSPI() || !isSupportMem64();

// src/workers-code/generated.ts
var LIBLLAMA_VERSION = "b1-de3ff81";
var LLAMA_CPP_WORKER_CODE = "// Start the main llama.cpp\nlet wllamaMalloc;\nlet wllamaStart;\nlet wllamaAction;\nlet wllamaExit;\nlet wllamaDebug;\n\nlet Module = null;\nlet isCompat = false;\nlet isMemory32 = false; // pointers are numbers: the compat build, or a wasm32 JSPI build\nlet lastStack = '';\nlet isAborted = false;\nlet hasMultithread = false;\n\n//////////////////////////////////////////////////////////////\n// UTILS\n//////////////////////////////////////////////////////////////\n\n// send message back to main thread\nconst msg = (data, transfer) => postMessage(data, transfer);\n\n// Convert CPP log into JS log\nconst cppLogToJSLog = (line) => {\n  const matched = line.match(/@@(DEBUG|INFO|WARN|ERROR)@@(.*)/);\n  return !!matched\n    ? {\n        level: (matched[1] === 'INFO' ? 'debug' : matched[1]).toLowerCase(),\n        text: matched[2],\n      }\n    : { level: 'log', text: line };\n};\n\nconst getHeapU8 = () => {\n  const buffer = Module.wasmMemory.buffer;\n  return new Uint8Array(buffer);\n};\n\nconst toSizeT = (num) => {\n  return isMemory32 ? Number(num) : BigInt(num);\n};\n\n// Get module config that forwards stdout/err to main thread\nconst getWModuleConfig = (_argMainScriptBlob) => {\n  var pathConfig = RUN_OPTIONS.pathConfig;\n  var pthreadPoolSize = RUN_OPTIONS.nbThread;\n  var argMainScriptBlob = _argMainScriptBlob;\n\n  isCompat = RUN_OPTIONS.compat;\n  isMemory32 = RUN_OPTIONS.compat || RUN_OPTIONS.memory64 === false;\n  hasMultithread = pthreadPoolSize > 1;\n\n  msg({\n    verb: 'console.debug',\n    args: [\n      `Multithread enabled: ${hasMultithread}, pthreadPoolSize: ${pthreadPoolSize}`,\n    ],\n  });\n\n  if (!pathConfig['wllama.wasm']) {\n    throw new Error('\"wllama.wasm\" is missing in pathConfig');\n  }\n  return {\n    noInitialRun: true,\n    print: function (text) {\n      if (arguments.length > 1)\n        text = Array.prototype.slice.call(arguments).join(' ');\n      msg({ verb: 'console.log', args: [text] });\n    },\n    printErr: function (text) {\n      if (arguments.length > 1)\n        text = Array.prototype.slice.call(arguments).join(' ');\n      if (text.startsWith('@@STACK@@')) {\n        lastStack = text.slice('@@STACK@@'.length);\n        return;\n      }\n      const logLine = cppLogToJSLog(text);\n      msg({ verb: 'console.' + logLine.level, args: [logLine.text] });\n    },\n    locateFile: function (filename, basePath) {\n      const p = pathConfig[filename];\n      const truncate = (str) =>\n        str.length > 128 ? `${str.substr(0, 128)}...` : str;\n      if (filename.match(/wllama\\.worker\\.js/)) {\n        msg({\n          verb: 'console.error',\n          args: [\n            '\"wllama.worker.js\" is removed from v2.2.1. Hint: make sure to clear browser\\'s cache.',\n          ],\n        });\n      } else {\n        msg({\n          verb: 'console.debug',\n          args: [`Loading \"${filename}\" from \"${truncate(p)}\"`],\n        });\n        return p;\n      }\n    },\n    mainScriptUrlOrBlob: hasMultithread\n      ? argMainScriptBlob\n      : 'throw new Error(\"Multithreading is not enabled\")',\n    pthreadPoolSize: hasMultithread ? pthreadPoolSize : 0,\n    wasmMemory: hasMultithread ? getWasmMemory() : null,\n    onAbort: function (message) {\n      isAborted = true;\n      msg({ verb: 'signal.abort', args: ['abort', message, lastStack, null] });\n    },\n    onExit: function (code) {\n      isAborted = true;\n      const callstack = new Error().stack.toString();\n      msg({\n        verb: 'signal.abort',\n        args: ['abort', 'exit(' + code + ')', callstack, null],\n      });\n    },\n  };\n};\n\n// Get the memory to be used by wasm. (Only used in multi-thread mode)\n// Because we have a weird OOM issue on iOS, we need to try some values\n// See: https://github.com/emscripten-core/emscripten/issues/19144\n//      https://github.com/godotengine/godot/issues/70621\nconst getWasmMemory = () => {\n  let minBytes = 128 * 1024 * 1024;\n  let maxBytes = 4096 * 1024 * 1024;\n  let stepBytes = 128 * 1024 * 1024;\n  while (maxBytes > minBytes) {\n    try {\n      const wasmMemory = new WebAssembly.Memory({\n        initial: toSizeT(minBytes / 65536),\n        maximum: toSizeT(maxBytes / 65536),\n        shared: true,\n        address: isMemory32 ? undefined : 'i64',\n      });\n      return wasmMemory;\n    } catch (e) {\n      maxBytes -= stepBytes;\n      continue; // retry\n    }\n  }\n  throw new Error('Cannot allocate WebAssembly.Memory');\n};\n\n//////////////////////////////////////////////////////////////\n// HEAPFS PATCH\n//////////////////////////////////////////////////////////////\n\n/**\n * By default, emscripten uses memfs. The way it works is by\n * allocating new Uint8Array in javascript heap. This is not good\n * because it requires files to be copied to wasm heap each time\n * a file is read.\n *\n * HeapFS is an alternative, which resolves this problem by\n * allocating space for file directly inside wasm heap. This\n * allows us to mmap without doing any copy.\n *\n * For llama.cpp, this is great because we use MAP_SHARED\n *\n * Ref: https://github.com/ngxson/wllama/pull/39\n * Ref: https://github.com/emscripten-core/emscripten/blob/main/src/library_memfs.js\n *\n * Note 29/05/2024 @ngxson\n * Due to ftell() being limited to MAX_LONG, we cannot load files bigger than 2^31 bytes (or 2GB)\n * Ref: https://github.com/emscripten-core/emscripten/blob/main/system/lib/libc/musl/src/stdio/ftell.c\n */\n\nconst fsNameToFile = {}; // map Name => File\nconst fsIdToFile = {}; // map ID => File\nlet currFileId = 0;\n\n// Patch and redirect memfs calls to wllama\nconst patchHeapFS = () => {\n  const m = Module;\n  // save functions\n  m.MEMFS.stream_ops._read = m.MEMFS.stream_ops.read;\n  m.MEMFS.stream_ops._write = m.MEMFS.stream_ops.write;\n  m.MEMFS.stream_ops._llseek = m.MEMFS.stream_ops.llseek;\n  m.MEMFS.stream_ops._allocate = m.MEMFS.stream_ops.allocate;\n  m.MEMFS.stream_ops._mmap = m.MEMFS.stream_ops.mmap;\n  m.MEMFS.stream_ops._msync = m.MEMFS.stream_ops.msync;\n\n  const patchStream = (stream) => {\n    const name = stream.node.name;\n    if (fsNameToFile[name]) {\n      const f = fsNameToFile[name];\n      const ptr = Number(f.ptr);\n      stream.node.contents = getHeapU8().subarray(ptr, ptr + f.size);\n      stream.node.usedBytes = f.size;\n    }\n  };\n\n  // replace \"read\" functions\n  m.MEMFS.stream_ops.read = function (\n    stream,\n    buffer,\n    offset,\n    length,\n    position\n  ) {\n    patchStream(stream);\n    return m.MEMFS.stream_ops._read(stream, buffer, offset, length, position);\n  };\n  m.MEMFS.ops_table.file.stream.read = m.MEMFS.stream_ops.read;\n\n  // replace \"llseek\" functions\n  m.MEMFS.stream_ops.llseek = function (stream, offset, whence) {\n    patchStream(stream);\n    return m.MEMFS.stream_ops._llseek(stream, offset, whence);\n  };\n  m.MEMFS.ops_table.file.stream.llseek = m.MEMFS.stream_ops.llseek;\n\n  // replace \"mmap\" functions\n  m.MEMFS.stream_ops.mmap = function (stream, length, position, prot, flags) {\n    patchStream(stream);\n    const name = stream.node.name;\n    if (fsNameToFile[name]) {\n      const f = fsNameToFile[name];\n      const mmapPtr = f.ptr + toSizeT(position);\n      return {\n        ptr: mmapPtr,\n        allocated: false,\n      };\n    } else {\n      return m.MEMFS.stream_ops._mmap(stream, length, position, prot, flags);\n    }\n  };\n  m.MEMFS.ops_table.file.stream.mmap = m.MEMFS.stream_ops.mmap;\n\n  // mount FS\n  m.FS.mkdir('/models');\n  m.FS.mount(m.MEMFS, { root: '.' }, '/models');\n};\n\n// Allocate a new file in wllama heapfs, returns file ID\nconst heapfsAlloc = (name, size, allocBuffer) => {\n  if (size < 1) {\n    throw new Error('File size must be bigger than 0');\n  }\n  const m = Module;\n  const ptr = toSizeT(allocBuffer ? m.mmapAlloc(size) : 0);\n  const file = {\n    ptr: ptr,\n    size: size,\n    id: currFileId++,\n  };\n  fsIdToFile[file.id] = file;\n  fsNameToFile[name] = file;\n  return file.id;\n};\n\n// Add new file to wllama heapfs, return number of written bytes\nconst heapfsWrite = (id, buffer, offset) => {\n  if (fsIdToFile[id]) {\n    const { ptr, size } = fsIdToFile[id];\n    const afterWriteByte = offset + buffer.byteLength;\n    if (afterWriteByte > size) {\n      throw new Error(\n        `File ID ${id} write out of bound, afterWriteByte = ${afterWriteByte} while size = ${size}`\n      );\n    }\n    getHeapU8().set(buffer, Number(ptr) + offset);\n    return buffer.byteLength;\n  } else {\n    throw new Error(`File ID ${id} not found in heapfs`);\n  }\n};\n\n//////////////////////////////////////////////////////////////\n// ASYNC FILE READ\n//////////////////////////////////////////////////////////////\n\nlet isAwaitReading = false;\nlet pendingReadPromise = null;\nlet pendingReadResolve = null;\nlet pendingReadReject = null;\n\nconst _stripModelsPrefix = (path) => path.replace(/^\\/?models\\//, '');\n\n// Called from EM_ASYNC_JS stub in wllama-fs.h (path is already a JS string)\nconst _wllama_js_file_read = async (path, offset, req_size, out_ptr) => {\n  const name = _stripModelsPrefix(path);\n\n  pendingReadPromise = new Promise((res, rej) => {\n    pendingReadResolve = res;\n    pendingReadReject = rej;\n  });\n  isAwaitReading = true;\n\n  postMessage({ verb: 'fs.read_req', args: [name, offset, req_size] });\n\n  let data;\n  try {\n    data = await pendingReadPromise;\n  } finally {\n    isAwaitReading = false;\n    pendingReadResolve = null;\n    pendingReadReject = null;\n  }\n\n  const bytes = new Uint8Array(data);\n  getHeapU8().set(bytes, out_ptr);\n  return toSizeT(bytes.length);\n};\n\n//////////////////////////////////////////////////////////////\n// MAIN CODE\n//////////////////////////////////////////////////////////////\n\nconst callWrapper = (name, ret, args, isAsync) => {\n  const fn = Module.cwrap(\n    name,\n    ret,\n    args,\n    isAsync ? { async: true } : undefined\n  );\n  return async (action, req) => {\n    // console.log(`Calling ${name} with action:`, action, 'and req:', req);\n    let result;\n    try {\n      if (args.length === 2) {\n        result = isAsync ? await fn(action, req) : fn(action, req);\n      } else {\n        result = fn();\n      }\n    } catch (ex) {\n      console.error(ex);\n      throw ex;\n    }\n    return result;\n  };\n};\n\n// re-entering the wasm while a call is suspended (JSPI / asyncify) corrupts its state, so only one call runs at a time and the rest wait in the queue\nlet wasmCallBusy = false;\nconst wasmCallQueue = [];\n\nconst runWasmCall = async (callbackId, fn) => {\n  if (isAborted) {\n    // the wasm is dead, fail fast instead of calling into it\n    msg({ callbackId, err: 'wllama has crashed, please reload the module' });\n    return;\n  }\n  if (wasmCallBusy) {\n    wasmCallQueue.push({ callbackId, fn });\n    return;\n  }\n  wasmCallBusy = true;\n  try {\n    await fn();\n  } finally {\n    wasmCallBusy = false;\n    if (isAborted) {\n      // do not touch the wasm again after it aborted; the main thread already rejected the queued tasks\n      wasmCallQueue.length = 0;\n    } else {\n      const next = wasmCallQueue.shift();\n      if (next) runWasmCall(next.callbackId, next.fn);\n    }\n  }\n};\n\nconst runAction = async (data) => {\n  const { args, callbackId } = data;\n  const argAction = args[0];\n  const argEncodedMsg = args[1];\n  try {\n    const inputPtr = await wllamaMalloc(toSizeT(argEncodedMsg.byteLength), 0);\n    // copy data to wasm heap\n    const inputBuffer = new Uint8Array(\n      getHeapU8().buffer,\n      Number(inputPtr),\n      argEncodedMsg.byteLength\n    );\n    inputBuffer.set(argEncodedMsg, 0);\n    const outputPtr = await wllamaAction(argAction, inputPtr);\n    // length of output buffer is written at the first 4 bytes of input buffer\n    const outputLen = new Uint32Array(\n      getHeapU8().buffer,\n      Number(inputPtr),\n      1\n    )[0];\n    // copy the output buffer to JS heap\n    const outputBuffer = new Uint8Array(outputLen);\n    const outputSrcView = new Uint8Array(\n      getHeapU8().buffer,\n      Number(outputPtr),\n      outputLen\n    );\n    outputBuffer.set(outputSrcView, 0); // copy it\n    msg({ callbackId, result: outputBuffer }, [outputBuffer.buffer]);\n  } catch (err) {\n    handleError(err);\n  }\n};\n\nfunction handleError(err) {\n  // If WASM already aborted, onAbort already sent signal.abort; skip to avoid\n  // re-reporting the resulting WebAssembly.RuntimeError as a JS exception.\n  if (isAborted) return;\n\n  const message = err ? err.message || String(err) : 'Unknown error';\n  const stack = err ? err.stack || String(err) : '';\n  msg({\n    verb: 'signal.abort',\n    args: ['exception', message, stack, err],\n  });\n}\n\nonmessage = async (e) => {\n  if (!e.data) return;\n  const { verb, args, callbackId } = e.data;\n\n  // fs.read_res arrives while wasm is JSPI-suspended; resolve the pending promise.\n  if (verb === 'fs.read_res') {\n    if (pendingReadResolve) {\n      pendingReadResolve(args[0]);\n    }\n    return;\n  }\n\n  // Guard: while awaiting a file read, reject any other incoming task.\n  if (isAwaitReading) {\n    if (callbackId) {\n      msg({\n        callbackId,\n        err: 'Worker is suspended waiting for file data (JSPI)',\n      });\n    }\n    return;\n  }\n\n  if (!callbackId) {\n    msg({ verb: 'console.error', args: ['callbackId is required', e.data] });\n    return;\n  }\n\n  if (verb === 'module.init') {\n    const argMainScriptBlob = args[0];\n    const argUseAsyncFile = args[1];\n    try {\n      Module = getWModuleConfig(argMainScriptBlob);\n      Module.preRun = () => {\n        if (argUseAsyncFile) {\n          Module.ENV['USE_ASYNC_FILE'] = '1';\n        }\n      };\n      Module.onRuntimeInitialized = () => {\n        // async call once module is ready\n        // init FS\n        patchHeapFS();\n        // init cwrap\n        const pointer = isMemory32 ? 'number' : 'bigint';\n        // TODO: note sure why emscripten cannot bind if there is only 1 argument\n        wllamaMalloc = callWrapper('wllama_malloc', pointer, [\n          'number',\n          pointer,\n        ]);\n        wllamaStart = callWrapper('wllama_start', 'string', [], true);\n        wllamaAction = callWrapper(\n          'wllama_action',\n          pointer,\n          ['string', pointer],\n          true\n        );\n        wllamaExit = callWrapper('wllama_exit', 'string', []);\n        wllamaDebug = callWrapper('wllama_debug', 'string', []);\n        msg({ callbackId, result: null });\n      };\n      wModuleInit();\n    } catch (err) {\n      handleError(err);\n    }\n    return;\n  }\n\n  if (verb === 'fs.alloc') {\n    const argFilename = args[0];\n    const argSize = args[1];\n    const argAllocBuffer = args[2];\n    try {\n      // create blank file\n      const emptyBuffer = new ArrayBuffer(0);\n      Module['FS_createDataFile'](\n        '/models',\n        argFilename,\n        emptyBuffer,\n        true,\n        true,\n        true\n      );\n      // alloc data on heap\n      const fileId = heapfsAlloc(argFilename, argSize, argAllocBuffer);\n      msg({ callbackId, result: { fileId } });\n    } catch (err) {\n      handleError(err);\n    }\n    return;\n  }\n\n  if (verb === 'fs.write') {\n    const argFileId = args[0];\n    const argBuffer = args[1];\n    const argOffset = args[2];\n    try {\n      const writtenBytes = heapfsWrite(argFileId, argBuffer, argOffset);\n      msg({ callbackId, result: { writtenBytes } });\n    } catch (err) {\n      handleError(err);\n    }\n    return;\n  }\n\n  if (verb === 'wllama.start') {\n    await runWasmCall(callbackId, async () => {\n      try {\n        const result = await wllamaStart();\n        msg({ callbackId, result });\n      } catch (err) {\n        handleError(err);\n      }\n    });\n    return;\n  }\n\n  if (verb === 'wllama.action') {\n    await runWasmCall(callbackId, () => runAction(e.data));\n    return;\n  }\n\n  if (verb === 'wllama.exit') {\n    await runWasmCall(callbackId, async () => {\n      try {\n        const result = await wllamaExit();\n        msg({ callbackId, result });\n      } catch (err) {\n        handleError(err);\n      }\n    });\n    return;\n  }\n\n  if (verb === 'wllama.debug') {\n    await runWasmCall(callbackId, async () => {\n      try {\n        const result = await wllamaDebug();\n        msg({ callbackId, result });\n      } catch (err) {\n        handleError(err);\n      }\n    });\n    return;\n  }\n};\n";
var OPFS_UTILS_WORKER_CODE = "let accessHandle;\nlet abortController = new AbortController();\n\nasync function openFile(filename) {\n  const opfsRoot = await navigator.storage.getDirectory();\n  const cacheDir = await opfsRoot.getDirectoryHandle('cache', { create: true });\n  const fileHandler = await cacheDir.getFileHandle(filename, { create: true });\n  accessHandle = await fileHandler.createSyncAccessHandle();\n  accessHandle.truncate(0); // clear file content\n}\n\nasync function writeFile(buf) {\n  accessHandle.write(buf);\n}\n\nasync function closeFile() {\n  accessHandle.flush();\n  accessHandle.close();\n}\n\nasync function writeTextFile(filename, str) {\n  await openFile(filename);\n  await writeFile(new TextEncoder().encode(str));\n  await closeFile();\n}\n\nconst throttled = (func, delay) => {\n  let lastRun = 0;\n  return (...args) => {\n    const now = Date.now();\n    if (now - lastRun > delay) {\n      lastRun = now;\n      func.apply(null, args);\n    }\n  };\n};\n\nconst assertNonNull = (val) => {\n  if (val === null || val === undefined) {\n    throw new Error('OPFS Worker: Assertion failed');\n  }\n};\n\n// respond to main thread\nconst resOK = () => postMessage({ ok: true });\nconst resProgress = (loaded, total) =>\n  postMessage({ progress: { loaded, total } });\nconst resErr = (err) => postMessage({ err });\n\nonmessage = async (e) => {\n  try {\n    if (!e.data) return;\n\n    /**\n     * @param {Object} e.data\n     *\n     * Fine-control FS actions:\n     * - { action: 'open', filename: 'string' }\n     * - { action: 'write', buf: ArrayBuffer }\n     * - { action: 'close' }\n     *\n     * Simple write API:\n     * - { action: 'write-simple', filename: 'string', buf: ArrayBuffer }\n     *\n     * Download API:\n     * - { action: 'download', url: 'string', filename: 'string', options: Object, metadataFileName: 'string' }\n     * - { action: 'download-abort' }\n     */\n    const {\n      action,\n      filename,\n      buf,\n      url,\n      options,\n      metadataFileName,\n      metadataAdditional,\n    } = e.data;\n\n    if (action === 'open') {\n      assertNonNull(filename);\n      await openFile(filename);\n      return resOK();\n    } else if (action === 'write') {\n      assertNonNull(buf);\n      await writeFile(buf);\n      return resOK();\n    } else if (action === 'close') {\n      await closeFile();\n      return resOK();\n    } else if (action === 'write-simple') {\n      assertNonNull(filename);\n      assertNonNull(buf);\n      await openFile(filename);\n      await writeFile(buf);\n      await closeFile();\n      return resOK();\n    } else if (action === 'download') {\n      assertNonNull(url);\n      assertNonNull(filename);\n      assertNonNull(metadataFileName);\n      assertNonNull(options);\n      assertNonNull(options.aborted);\n      abortController = new AbortController();\n      if (options.aborted) abortController.abort();\n      const response = await fetch(url, {\n        ...options,\n        signal: abortController.signal,\n      });\n      const contentLength = response.headers.get('content-length');\n      const etag = (response.headers.get('etag') || '').replace(\n        /[^A-Za-z0-9]/g,\n        ''\n      );\n      const total = parseInt(contentLength, 10);\n      const reader = response.body.getReader();\n      await openFile(filename);\n      let loaded = 0;\n      const throttledProgress = throttled(resProgress, 100);\n      while (true) {\n        const { done, value } = await reader.read();\n        if (done) break;\n        loaded += value.byteLength;\n        await writeFile(value);\n        throttledProgress(loaded, total);\n      }\n      resProgress(total, total); // 100% done\n      await closeFile();\n      // make sure this is in-sync with CacheEntryMetadata\n      await writeTextFile(\n        metadataFileName,\n        JSON.stringify({\n          originalURL: url,\n          originalSize: total,\n          etag,\n          ...metadataAdditional,\n        })\n      );\n      return resOK();\n    } else if (action === 'download-abort') {\n      if (abortController) {\n        abortController.abort();\n      }\n      return;\n    }\n\n    throw new Error('OPFS Worker: Invalid action', e.data);\n  } catch (err) {\n    return resErr(err);\n  }\n};\n";
var WLLAMA_EMSCRIPTEN_CODE = 'function GROWABLE_HEAP_I8(){if(wasmMemory.buffer!=HEAP8.buffer){updateMemoryViews()}return HEAP8}function GROWABLE_HEAP_U8(){if(wasmMemory.buffer!=HEAP8.buffer){updateMemoryViews()}return HEAPU8}function GROWABLE_HEAP_I16(){if(wasmMemory.buffer!=HEAP8.buffer){updateMemoryViews()}return HEAP16}function GROWABLE_HEAP_I32(){if(wasmMemory.buffer!=HEAP8.buffer){updateMemoryViews()}return HEAP32}function GROWABLE_HEAP_U32(){if(wasmMemory.buffer!=HEAP8.buffer){updateMemoryViews()}return HEAPU32}function GROWABLE_HEAP_F64(){if(wasmMemory.buffer!=HEAP8.buffer){updateMemoryViews()}return HEAPF64}var Module=typeof Module!="undefined"?Module:{};var ENVIRONMENT_IS_WEB=typeof window=="object";var ENVIRONMENT_IS_WORKER=typeof importScripts=="function";var ENVIRONMENT_IS_NODE=typeof process=="object"&&typeof process.versions=="object"&&typeof process.versions.node=="string"&&process.type!="renderer";var ENVIRONMENT_IS_PTHREAD=ENVIRONMENT_IS_WORKER&&self.name?.startsWith("em-pthread");if(ENVIRONMENT_IS_NODE){var worker_threads=require("worker_threads");global.Worker=worker_threads.Worker;ENVIRONMENT_IS_WORKER=!worker_threads.isMainThread;ENVIRONMENT_IS_PTHREAD=ENVIRONMENT_IS_WORKER&&worker_threads["workerData"]=="em-pthread"}var moduleOverrides=Object.assign({},Module);var arguments_=[];var thisProgram="./this.program";var quit_=(status,toThrow)=>{throw toThrow};var _scriptName=typeof document!="undefined"?document.currentScript?.src:undefined;if(ENVIRONMENT_IS_NODE){_scriptName=__filename}else if(ENVIRONMENT_IS_WORKER){_scriptName=self.location.href}var scriptDirectory="";function locateFile(path){if(Module["locateFile"]){return Module["locateFile"](path,scriptDirectory)}return scriptDirectory+path}var readAsync,readBinary;if(ENVIRONMENT_IS_NODE){var fs=require("fs");var nodePath=require("path");scriptDirectory=__dirname+"/";readBinary=filename=>{filename=isFileURI(filename)?new URL(filename):nodePath.normalize(filename);var ret=fs.readFileSync(filename);return ret};readAsync=(filename,binary=true)=>{filename=isFileURI(filename)?new URL(filename):nodePath.normalize(filename);return new Promise((resolve,reject)=>{fs.readFile(filename,binary?undefined:"utf8",(err,data)=>{if(err)reject(err);else resolve(binary?data.buffer:data)})})};if(!Module["thisProgram"]&&process.argv.length>1){thisProgram=process.argv[1].replace(/\\\\/g,"/")}arguments_=process.argv.slice(2);if(typeof module!="undefined"){module["exports"]=Module}quit_=(status,toThrow)=>{process.exitCode=status;throw toThrow}}else if(ENVIRONMENT_IS_WEB||ENVIRONMENT_IS_WORKER){if(ENVIRONMENT_IS_WORKER){scriptDirectory=self.location.href}else if(typeof document!="undefined"&&document.currentScript){scriptDirectory=document.currentScript.src}if(scriptDirectory.startsWith("blob:")){scriptDirectory=""}else{scriptDirectory=scriptDirectory.substr(0,scriptDirectory.replace(/[?#].*/,"").lastIndexOf("/")+1)}if(!ENVIRONMENT_IS_NODE){if(ENVIRONMENT_IS_WORKER){readBinary=url=>{var xhr=new XMLHttpRequest;xhr.open("GET",url,false);xhr.responseType="arraybuffer";xhr.send(null);return new Uint8Array(xhr.response)}}readAsync=url=>{if(isFileURI(url)){return new Promise((resolve,reject)=>{var xhr=new XMLHttpRequest;xhr.open("GET",url,true);xhr.responseType="arraybuffer";xhr.onload=()=>{if(xhr.status==200||xhr.status==0&&xhr.response){resolve(xhr.response);return}reject(xhr.status)};xhr.onerror=reject;xhr.send(null)})}return fetch(url,{credentials:"same-origin"}).then(response=>{if(response.ok){return response.arrayBuffer()}return Promise.reject(new Error(response.status+" : "+response.url))})}}}else{}var defaultPrint=console.log.bind(console);var defaultPrintErr=console.error.bind(console);if(ENVIRONMENT_IS_NODE){defaultPrint=(...args)=>fs.writeSync(1,args.join(" ")+"\\n");defaultPrintErr=(...args)=>fs.writeSync(2,args.join(" ")+"\\n")}var out=Module["print"]||defaultPrint;var err=Module["printErr"]||defaultPrintErr;Object.assign(Module,moduleOverrides);moduleOverrides=null;if(Module["arguments"])arguments_=Module["arguments"];if(Module["thisProgram"])thisProgram=Module["thisProgram"];var wasmBinary=Module["wasmBinary"];var wasmMemory;var wasmModule;var ABORT=false;var EXITSTATUS;var HEAP8,HEAPU8,HEAP16,HEAPU16,HEAP32,HEAPU32,HEAPF32,HEAPF64;function updateMemoryViews(){var b=wasmMemory.buffer;Module["HEAP8"]=HEAP8=new Int8Array(b);Module["HEAP16"]=HEAP16=new Int16Array(b);Module["HEAPU8"]=HEAPU8=new Uint8Array(b);Module["HEAPU16"]=HEAPU16=new Uint16Array(b);Module["HEAP32"]=HEAP32=new Int32Array(b);Module["HEAPU32"]=HEAPU32=new Uint32Array(b);Module["HEAPF32"]=HEAPF32=new Float32Array(b);Module["HEAPF64"]=HEAPF64=new Float64Array(b)}if(ENVIRONMENT_IS_PTHREAD){var wasmPromiseResolve;var wasmPromiseReject;if(ENVIRONMENT_IS_NODE){var parentPort=worker_threads["parentPort"];parentPort.on("message",data=>onmessage({data}));Object.assign(globalThis,{self:global,importScripts:()=>{},postMessage:msg=>parentPort.postMessage(msg)})}var initializedJS=false;function threadPrintErr(...args){var text=args.join(" ");if(ENVIRONMENT_IS_NODE){fs.writeSync(2,text+"\\n");return}console.error(text)}if(!Module["printErr"])err=threadPrintErr;function threadAlert(...args){var text=args.join(" ");postMessage({cmd:"alert",text,threadId:_pthread_self()})}self.alert=threadAlert;Module["instantiateWasm"]=(info,receiveInstance)=>new Promise((resolve,reject)=>{wasmPromiseResolve=module=>{var instance=new WebAssembly.Instance(module,getWasmImports());receiveInstance(instance);resolve()};wasmPromiseReject=reject});self.onunhandledrejection=e=>{throw e.reason||e};function handleMessage(e){try{var msgData=e["data"];var cmd=msgData.cmd;if(cmd==="load"){let messageQueue=[];self.onmessage=e=>messageQueue.push(e);self.startWorker=instance=>{postMessage({cmd:"loaded"});for(let msg of messageQueue){handleMessage(msg)}self.onmessage=handleMessage};for(const handler of msgData.handlers){if(!Module[handler]||Module[handler].proxy){Module[handler]=(...args)=>{postMessage({cmd:"callHandler",handler,args})};if(handler=="print")out=Module[handler];if(handler=="printErr")err=Module[handler]}}wasmMemory=msgData.wasmMemory;updateMemoryViews();wasmPromiseResolve(msgData.wasmModule)}else if(cmd==="run"){establishStackSpace(msgData.pthread_ptr);__emscripten_thread_init(msgData.pthread_ptr,0,0,1,0,0);PThread.receiveObjectTransfer(msgData);PThread.threadInitTLS();__emscripten_thread_mailbox_await(msgData.pthread_ptr);if(!initializedJS){initializedJS=true}try{invokeEntryPoint(msgData.start_routine,msgData.arg)}catch(ex){if(ex!="unwind"){throw ex}}}else if(msgData.target==="setimmediate"){}else if(cmd==="checkMailbox"){if(initializedJS){checkMailbox()}}else if(cmd){err(`worker: received unknown command ${cmd}`);err(msgData)}}catch(ex){__emscripten_thread_crashed();throw ex}}self.onmessage=handleMessage}if(!ENVIRONMENT_IS_PTHREAD){if(Module["wasmMemory"]){wasmMemory=Module["wasmMemory"]}else{var INITIAL_MEMORY=Module["INITIAL_MEMORY"]||134217728;wasmMemory=new WebAssembly.Memory({initial:INITIAL_MEMORY/65536,maximum:65536,shared:true})}updateMemoryViews()}var __ATPRERUN__=[];var __ATINIT__=[];var __ATMAIN__=[];var __ATPOSTRUN__=[];var runtimeInitialized=false;function preRun(){var preRuns=Module["preRun"];if(preRuns){if(typeof preRuns=="function")preRuns=[preRuns];preRuns.forEach(addOnPreRun)}callRuntimeCallbacks(__ATPRERUN__)}function initRuntime(){runtimeInitialized=true;if(ENVIRONMENT_IS_PTHREAD)return;if(!Module["noFSInit"]&&!FS.initialized)FS.init();FS.ignorePermissions=false;TTY.init();callRuntimeCallbacks(__ATINIT__)}function preMain(){if(ENVIRONMENT_IS_PTHREAD)return;callRuntimeCallbacks(__ATMAIN__)}function postRun(){if(ENVIRONMENT_IS_PTHREAD)return;var postRuns=Module["postRun"];if(postRuns){if(typeof postRuns=="function")postRuns=[postRuns];postRuns.forEach(addOnPostRun)}callRuntimeCallbacks(__ATPOSTRUN__)}function addOnPreRun(cb){__ATPRERUN__.unshift(cb)}function addOnInit(cb){__ATINIT__.unshift(cb)}function addOnPostRun(cb){__ATPOSTRUN__.unshift(cb)}var runDependencies=0;var runDependencyWatcher=null;var dependenciesFulfilled=null;function getUniqueRunDependency(id){return id}function addRunDependency(id){runDependencies++;Module["monitorRunDependencies"]?.(runDependencies)}function removeRunDependency(id){runDependencies--;Module["monitorRunDependencies"]?.(runDependencies);if(runDependencies==0){if(runDependencyWatcher!==null){clearInterval(runDependencyWatcher);runDependencyWatcher=null}if(dependenciesFulfilled){var callback=dependenciesFulfilled;dependenciesFulfilled=null;callback()}}}function abort(what){Module["onAbort"]?.(what);what="Aborted("+what+")";err(what);ABORT=true;what+=". Build with -sASSERTIONS for more info.";if(runtimeInitialized){___trap()}var e=new WebAssembly.RuntimeError(what);throw e}var dataURIPrefix="data:application/octet-stream;base64,";var isDataURI=filename=>filename.startsWith(dataURIPrefix);var isFileURI=filename=>filename.startsWith("file://");function findWasmBinary(){var f="wllama.wasm";if(!isDataURI(f)){return locateFile(f)}return f}var wasmBinaryFile;function getBinarySync(file){if(file==wasmBinaryFile&&wasmBinary){return new Uint8Array(wasmBinary)}if(readBinary){return readBinary(file)}throw"both async and sync fetching of the wasm failed"}function getBinaryPromise(binaryFile){if(!wasmBinary){return readAsync(binaryFile).then(response=>new Uint8Array(response),()=>getBinarySync(binaryFile))}return Promise.resolve().then(()=>getBinarySync(binaryFile))}function instantiateArrayBuffer(binaryFile,imports,receiver){return getBinaryPromise(binaryFile).then(binary=>WebAssembly.instantiate(binary,imports)).then(receiver,reason=>{err(`failed to asynchronously prepare wasm: ${reason}`);abort(reason)})}function instantiateAsync(binary,binaryFile,imports,callback){if(!binary&&typeof WebAssembly.instantiateStreaming=="function"&&!isDataURI(binaryFile)&&!isFileURI(binaryFile)&&!ENVIRONMENT_IS_NODE&&typeof fetch=="function"){return fetch(binaryFile,{credentials:"same-origin"}).then(response=>{var result=WebAssembly.instantiateStreaming(response,imports);return result.then(callback,function(reason){err(`wasm streaming compile failed: ${reason}`);err("falling back to ArrayBuffer instantiation");return instantiateArrayBuffer(binaryFile,imports,callback)})})}return instantiateArrayBuffer(binaryFile,imports,callback)}function getWasmImports(){assignWasmImports();if(!wasmImports.__instrumented){wasmImports.__instrumented=true;Asyncify.instrumentWasmImports(wasmImports)}return{env:wasmImports,wasi_snapshot_preview1:wasmImports}}function createWasm(){var info=getWasmImports();function receiveInstance(instance,module){wasmExports=instance.exports;wasmExports=Asyncify.instrumentWasmExports(wasmExports);wasmExports=applySignatureConversions(wasmExports);registerTLSInit(wasmExports["_emscripten_tls_init"]);wasmTable=wasmExports["__indirect_function_table"];addOnInit(wasmExports["__wasm_call_ctors"]);wasmModule=module;removeRunDependency("wasm-instantiate");return wasmExports}addRunDependency("wasm-instantiate");function receiveInstantiationResult(result){receiveInstance(result["instance"],result["module"])}if(Module["instantiateWasm"]){try{return Module["instantiateWasm"](info,receiveInstance)}catch(e){err(`Module.instantiateWasm callback failed with error: ${e}`);return false}}wasmBinaryFile??=findWasmBinary();instantiateAsync(wasmBinary,wasmBinaryFile,info,receiveInstantiationResult);return{}}var tempDouble;var tempI64;function __asyncjs__js_file_read(path_ptr,offset,req_size,out_ptr){return Asyncify.handleAsync(async()=>await _wllama_js_file_read(UTF8ToString(Number(path_ptr)),Number(offset),Number(req_size),Number(out_ptr)))}__asyncjs__js_file_read.sig="iiiii";function ExitStatus(status){this.name="ExitStatus";this.message=`Program terminated with exit(${status})`;this.status=status}var terminateWorker=worker=>{worker.terminate();worker.onmessage=e=>{}};var cleanupThread=pthread_ptr=>{var worker=PThread.pthreads[pthread_ptr];PThread.returnWorkerToPool(worker)};var spawnThread=threadParams=>{var worker=PThread.getNewWorker();if(!worker){return 6}PThread.runningWorkers.push(worker);PThread.pthreads[threadParams.pthread_ptr]=worker;worker.pthread_ptr=threadParams.pthread_ptr;var msg={cmd:"run",start_routine:threadParams.startRoutine,arg:threadParams.arg,pthread_ptr:threadParams.pthread_ptr};if(ENVIRONMENT_IS_NODE){worker.unref()}worker.postMessage(msg,threadParams.transferList);return 0};var runtimeKeepaliveCounter=0;var keepRuntimeAlive=()=>noExitRuntime||runtimeKeepaliveCounter>0;var stackSave=()=>_emscripten_stack_get_current();var stackRestore=val=>__emscripten_stack_restore(val);var stackAlloc=sz=>__emscripten_stack_alloc(sz);var convertI32PairToI53Checked=(lo,hi)=>hi+2097152>>>0<4194305-!!lo?(lo>>>0)+hi*4294967296:NaN;var proxyToMainThread=(funcIndex,emAsmAddr,sync,...callArgs)=>{var serializedNumCallArgs=callArgs.length;var sp=stackSave();var args=stackAlloc(serializedNumCallArgs*8);var b=args>>>3;for(var i=0;i<callArgs.length;i++){var arg=callArgs[i];GROWABLE_HEAP_F64()[b+i>>>0]=arg}var rtn=__emscripten_run_on_main_thread_js(funcIndex,emAsmAddr,serializedNumCallArgs,args,sync);stackRestore(sp);return rtn};function _proc_exit(code){if(ENVIRONMENT_IS_PTHREAD)return proxyToMainThread(0,0,1,code);EXITSTATUS=code;if(!keepRuntimeAlive()){PThread.terminateAllThreads();Module["onExit"]?.(code);ABORT=true}quit_(code,new ExitStatus(code))}var handleException=e=>{if(e instanceof ExitStatus||e=="unwind"){return EXITSTATUS}quit_(1,e)};function exitOnMainThread(returnCode){if(ENVIRONMENT_IS_PTHREAD)return proxyToMainThread(1,0,0,returnCode);_exit(returnCode)}var exitJS=(status,implicit)=>{EXITSTATUS=status;if(ENVIRONMENT_IS_PTHREAD){exitOnMainThread(status);throw"unwind"}_proc_exit(status)};var _exit=exitJS;var PThread={unusedWorkers:[],runningWorkers:[],tlsInitFunctions:[],pthreads:{},init(){if(!ENVIRONMENT_IS_PTHREAD){PThread.initMainThread()}},initMainThread(){var pthreadPoolSize=Module["pthreadPoolSize"];while(pthreadPoolSize--){PThread.allocateUnusedWorker()}addOnPreRun(()=>{addRunDependency("loading-workers");PThread.loadWasmModuleToAllWorkers(()=>removeRunDependency("loading-workers"))})},terminateAllThreads:()=>{for(var worker of PThread.runningWorkers){terminateWorker(worker)}for(var worker of PThread.unusedWorkers){terminateWorker(worker)}PThread.unusedWorkers=[];PThread.runningWorkers=[];PThread.pthreads=[]},returnWorkerToPool:worker=>{var pthread_ptr=worker.pthread_ptr;delete PThread.pthreads[pthread_ptr];PThread.unusedWorkers.push(worker);PThread.runningWorkers.splice(PThread.runningWorkers.indexOf(worker),1);worker.pthread_ptr=0;__emscripten_thread_free_data(pthread_ptr)},receiveObjectTransfer(data){},threadInitTLS(){PThread.tlsInitFunctions.forEach(f=>f())},loadWasmModuleToWorker:worker=>new Promise(onFinishedLoading=>{worker.onmessage=e=>{var d=e["data"];var cmd=d.cmd;if(d.targetThread&&d.targetThread!=_pthread_self()){var targetWorker=PThread.pthreads[d.targetThread];if(targetWorker){targetWorker.postMessage(d,d.transferList)}else{err(`Internal error! Worker sent a message "${cmd}" to target pthread ${d.targetThread}, but that thread no longer exists!`)}return}if(cmd==="checkMailbox"){checkMailbox()}else if(cmd==="spawnThread"){spawnThread(d)}else if(cmd==="cleanupThread"){cleanupThread(d.thread)}else if(cmd==="loaded"){worker.loaded=true;if(ENVIRONMENT_IS_NODE&&!worker.pthread_ptr){worker.unref()}onFinishedLoading(worker)}else if(cmd==="alert"){alert(`Thread ${d.threadId}: ${d.text}`)}else if(d.target==="setimmediate"){worker.postMessage(d)}else if(cmd==="callHandler"){Module[d.handler](...d.args)}else if(cmd){err(`worker sent an unknown command ${cmd}`)}};worker.onerror=e=>{var message="worker sent an error!";err(`${message} ${e.filename}:${e.lineno}: ${e.message}`);throw e};if(ENVIRONMENT_IS_NODE){worker.on("message",data=>worker.onmessage({data}));worker.on("error",e=>worker.onerror(e))}var handlers=[];var knownHandlers=["onExit","onAbort","print","printErr"];for(var handler of knownHandlers){if(Module.propertyIsEnumerable(handler)){handlers.push(handler)}}worker.postMessage({cmd:"load",handlers,wasmMemory,wasmModule})}),loadWasmModuleToAllWorkers(onMaybeReady){if(ENVIRONMENT_IS_PTHREAD){return onMaybeReady()}let pthreadPoolReady=Promise.all(PThread.unusedWorkers.map(PThread.loadWasmModuleToWorker));pthreadPoolReady.then(onMaybeReady)},allocateUnusedWorker(){var worker;var workerOptions={workerData:"em-pthread",name:"em-pthread"};var pthreadMainJs=_scriptName;if(Module["mainScriptUrlOrBlob"]){pthreadMainJs=Module["mainScriptUrlOrBlob"];if(typeof pthreadMainJs!="string"){pthreadMainJs=URL.createObjectURL(pthreadMainJs)}}worker=new Worker(pthreadMainJs,workerOptions);PThread.unusedWorkers.push(worker)},getNewWorker(){if(PThread.unusedWorkers.length==0){PThread.allocateUnusedWorker();PThread.loadWasmModuleToWorker(PThread.unusedWorkers[0])}return PThread.unusedWorkers.pop()}};var callRuntimeCallbacks=callbacks=>{callbacks.forEach(f=>f(Module))};var establishStackSpace=pthread_ptr=>{updateMemoryViews();var stackHigh=GROWABLE_HEAP_U32()[pthread_ptr+52>>>2>>>0];var stackSize=GROWABLE_HEAP_U32()[pthread_ptr+56>>>2>>>0];var stackLow=stackHigh-stackSize;_emscripten_stack_set_limits(stackHigh,stackLow);stackRestore(stackHigh)};var wasmTableMirror=[];var wasmTable;var getWasmTableEntry=funcPtr=>{var func=wasmTableMirror[funcPtr];if(!func){if(funcPtr>=wasmTableMirror.length)wasmTableMirror.length=funcPtr+1;wasmTableMirror[funcPtr]=func=wasmTable.get(funcPtr);if(Asyncify.isAsyncExport(func)){wasmTableMirror[funcPtr]=func=Asyncify.makeAsyncFunction(func)}}return func};var invokeEntryPoint=(ptr,arg)=>{runtimeKeepaliveCounter=0;noExitRuntime=0;var result=getWasmTableEntry(ptr)(arg);function finish(result){if(keepRuntimeAlive()){EXITSTATUS=result}else{__emscripten_thread_exit(result)}}Promise.resolve(result).then(finish)};var noExitRuntime=Module["noExitRuntime"]||true;var registerTLSInit=tlsInitFunc=>PThread.tlsInitFunctions.push(tlsInitFunc);function pthreadCreateProxied(pthread_ptr,attr,startRoutine,arg){if(ENVIRONMENT_IS_PTHREAD)return proxyToMainThread(2,0,1,pthread_ptr,attr,startRoutine,arg);return ___pthread_create_js(pthread_ptr,attr,startRoutine,arg)}var _emscripten_has_threading_support=()=>typeof SharedArrayBuffer!="undefined";function ___pthread_create_js(pthread_ptr,attr,startRoutine,arg){pthread_ptr>>>=0;attr>>>=0;startRoutine>>>=0;arg>>>=0;if(!_emscripten_has_threading_support()){return 6}var transferList=[];var error=0;if(ENVIRONMENT_IS_PTHREAD&&(transferList.length===0||error)){return pthreadCreateProxied(pthread_ptr,attr,startRoutine,arg)}if(error)return error;var threadParams={startRoutine,pthread_ptr,arg,transferList};if(ENVIRONMENT_IS_PTHREAD){threadParams.cmd="spawnThread";postMessage(threadParams,transferList);return 0}return spawnThread(threadParams)}function syscallGetVarargI(){var ret=GROWABLE_HEAP_I32()[+SYSCALLS.varargs>>>2>>>0];SYSCALLS.varargs+=4;return ret}var syscallGetVarargP=syscallGetVarargI;var PATH={isAbs:path=>path.charAt(0)==="/",splitPath:filename=>{var splitPathRe=/^(\\/?|)([\\s\\S]*?)((?:\\.{1,2}|[^\\/]+?|)(\\.[^.\\/]*|))(?:[\\/]*)$/;return splitPathRe.exec(filename).slice(1)},normalizeArray:(parts,allowAboveRoot)=>{var up=0;for(var i=parts.length-1;i>=0;i--){var last=parts[i];if(last==="."){parts.splice(i,1)}else if(last===".."){parts.splice(i,1);up++}else if(up){parts.splice(i,1);up--}}if(allowAboveRoot){for(;up;up--){parts.unshift("..")}}return parts},normalize:path=>{var isAbsolute=PATH.isAbs(path),trailingSlash=path.substr(-1)==="/";path=PATH.normalizeArray(path.split("/").filter(p=>!!p),!isAbsolute).join("/");if(!path&&!isAbsolute){path="."}if(path&&trailingSlash){path+="/"}return(isAbsolute?"/":"")+path},dirname:path=>{var result=PATH.splitPath(path),root=result[0],dir=result[1];if(!root&&!dir){return"."}if(dir){dir=dir.substr(0,dir.length-1)}return root+dir},basename:path=>{if(path==="/")return"/";path=PATH.normalize(path);path=path.replace(/\\/$/,"");var lastSlash=path.lastIndexOf("/");if(lastSlash===-1)return path;return path.substr(lastSlash+1)},join:(...paths)=>PATH.normalize(paths.join("/")),join2:(l,r)=>PATH.normalize(l+"/"+r)};var initRandomFill=()=>{if(typeof crypto=="object"&&typeof crypto["getRandomValues"]=="function"){return view=>(view.set(crypto.getRandomValues(new Uint8Array(view.byteLength))),view)}else if(ENVIRONMENT_IS_NODE){try{var crypto_module=require("crypto");var randomFillSync=crypto_module["randomFillSync"];if(randomFillSync){return view=>crypto_module["randomFillSync"](view)}var randomBytes=crypto_module["randomBytes"];return view=>(view.set(randomBytes(view.byteLength)),view)}catch(e){}}abort("initRandomDevice")};var randomFill=view=>(randomFill=initRandomFill())(view);var PATH_FS={resolve:(...args)=>{var resolvedPath="",resolvedAbsolute=false;for(var i=args.length-1;i>=-1&&!resolvedAbsolute;i--){var path=i>=0?args[i]:FS.cwd();if(typeof path!="string"){throw new TypeError("Arguments to path.resolve must be strings")}else if(!path){return""}resolvedPath=path+"/"+resolvedPath;resolvedAbsolute=PATH.isAbs(path)}resolvedPath=PATH.normalizeArray(resolvedPath.split("/").filter(p=>!!p),!resolvedAbsolute).join("/");return(resolvedAbsolute?"/":"")+resolvedPath||"."},relative:(from,to)=>{from=PATH_FS.resolve(from).substr(1);to=PATH_FS.resolve(to).substr(1);function trim(arr){var start=0;for(;start<arr.length;start++){if(arr[start]!=="")break}var end=arr.length-1;for(;end>=0;end--){if(arr[end]!=="")break}if(start>end)return[];return arr.slice(start,end-start+1)}var fromParts=trim(from.split("/"));var toParts=trim(to.split("/"));var length=Math.min(fromParts.length,toParts.length);var samePartsLength=length;for(var i=0;i<length;i++){if(fromParts[i]!==toParts[i]){samePartsLength=i;break}}var outputParts=[];for(var i=samePartsLength;i<fromParts.length;i++){outputParts.push("..")}outputParts=outputParts.concat(toParts.slice(samePartsLength));return outputParts.join("/")}};var UTF8Decoder=typeof TextDecoder!="undefined"?new TextDecoder:undefined;var UTF8ArrayToString=(heapOrArray,idx=0,maxBytesToRead=NaN)=>{idx>>>=0;var endIdx=idx+maxBytesToRead;var endPtr=idx;while(heapOrArray[endPtr]&&!(endPtr>=endIdx))++endPtr;if(endPtr-idx>16&&heapOrArray.buffer&&UTF8Decoder){return UTF8Decoder.decode(heapOrArray.buffer instanceof ArrayBuffer?heapOrArray.subarray(idx,endPtr):heapOrArray.slice(idx,endPtr))}var str="";while(idx<endPtr){var u0=heapOrArray[idx++];if(!(u0&128)){str+=String.fromCharCode(u0);continue}var u1=heapOrArray[idx++]&63;if((u0&224)==192){str+=String.fromCharCode((u0&31)<<6|u1);continue}var u2=heapOrArray[idx++]&63;if((u0&240)==224){u0=(u0&15)<<12|u1<<6|u2}else{u0=(u0&7)<<18|u1<<12|u2<<6|heapOrArray[idx++]&63}if(u0<65536){str+=String.fromCharCode(u0)}else{var ch=u0-65536;str+=String.fromCharCode(55296|ch>>10,56320|ch&1023)}}return str};var FS_stdin_getChar_buffer=[];var lengthBytesUTF8=str=>{var len=0;for(var i=0;i<str.length;++i){var c=str.charCodeAt(i);if(c<=127){len++}else if(c<=2047){len+=2}else if(c>=55296&&c<=57343){len+=4;++i}else{len+=3}}return len};var stringToUTF8Array=(str,heap,outIdx,maxBytesToWrite)=>{outIdx>>>=0;if(!(maxBytesToWrite>0))return 0;var startIdx=outIdx;var endIdx=outIdx+maxBytesToWrite-1;for(var i=0;i<str.length;++i){var u=str.charCodeAt(i);if(u>=55296&&u<=57343){var u1=str.charCodeAt(++i);u=65536+((u&1023)<<10)|u1&1023}if(u<=127){if(outIdx>=endIdx)break;heap[outIdx++>>>0]=u}else if(u<=2047){if(outIdx+1>=endIdx)break;heap[outIdx++>>>0]=192|u>>6;heap[outIdx++>>>0]=128|u&63}else if(u<=65535){if(outIdx+2>=endIdx)break;heap[outIdx++>>>0]=224|u>>12;heap[outIdx++>>>0]=128|u>>6&63;heap[outIdx++>>>0]=128|u&63}else{if(outIdx+3>=endIdx)break;heap[outIdx++>>>0]=240|u>>18;heap[outIdx++>>>0]=128|u>>12&63;heap[outIdx++>>>0]=128|u>>6&63;heap[outIdx++>>>0]=128|u&63}}heap[outIdx>>>0]=0;return outIdx-startIdx};function intArrayFromString(stringy,dontAddNull,length){var len=length>0?length:lengthBytesUTF8(stringy)+1;var u8array=new Array(len);var numBytesWritten=stringToUTF8Array(stringy,u8array,0,u8array.length);if(dontAddNull)u8array.length=numBytesWritten;return u8array}var FS_stdin_getChar=()=>{if(!FS_stdin_getChar_buffer.length){var result=null;if(ENVIRONMENT_IS_NODE){var BUFSIZE=256;var buf=Buffer.alloc(BUFSIZE);var bytesRead=0;var fd=process.stdin.fd;try{bytesRead=fs.readSync(fd,buf,0,BUFSIZE)}catch(e){if(e.toString().includes("EOF"))bytesRead=0;else throw e}if(bytesRead>0){result=buf.slice(0,bytesRead).toString("utf-8")}}else if(typeof window!="undefined"&&typeof window.prompt=="function"){result=window.prompt("Input: ");if(result!==null){result+="\\n"}}else{}if(!result){return null}FS_stdin_getChar_buffer=intArrayFromString(result,true)}return FS_stdin_getChar_buffer.shift()};var TTY={ttys:[],init(){},shutdown(){},register(dev,ops){TTY.ttys[dev]={input:[],output:[],ops};FS.registerDevice(dev,TTY.stream_ops)},stream_ops:{open(stream){var tty=TTY.ttys[stream.node.rdev];if(!tty){throw new FS.ErrnoError(43)}stream.tty=tty;stream.seekable=false},close(stream){stream.tty.ops.fsync(stream.tty)},fsync(stream){stream.tty.ops.fsync(stream.tty)},read(stream,buffer,offset,length,pos){if(!stream.tty||!stream.tty.ops.get_char){throw new FS.ErrnoError(60)}var bytesRead=0;for(var i=0;i<length;i++){var result;try{result=stream.tty.ops.get_char(stream.tty)}catch(e){throw new FS.ErrnoError(29)}if(result===undefined&&bytesRead===0){throw new FS.ErrnoError(6)}if(result===null||result===undefined)break;bytesRead++;buffer[offset+i]=result}if(bytesRead){stream.node.timestamp=Date.now()}return bytesRead},write(stream,buffer,offset,length,pos){if(!stream.tty||!stream.tty.ops.put_char){throw new FS.ErrnoError(60)}try{for(var i=0;i<length;i++){stream.tty.ops.put_char(stream.tty,buffer[offset+i])}}catch(e){throw new FS.ErrnoError(29)}if(length){stream.node.timestamp=Date.now()}return i}},default_tty_ops:{get_char(tty){return FS_stdin_getChar()},put_char(tty,val){if(val===null||val===10){out(UTF8ArrayToString(tty.output));tty.output=[]}else{if(val!=0)tty.output.push(val)}},fsync(tty){if(tty.output&&tty.output.length>0){out(UTF8ArrayToString(tty.output));tty.output=[]}},ioctl_tcgets(tty){return{c_iflag:25856,c_oflag:5,c_cflag:191,c_lflag:35387,c_cc:[3,28,127,21,4,0,1,0,17,19,26,0,18,15,23,22,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]}},ioctl_tcsets(tty,optional_actions,data){return 0},ioctl_tiocgwinsz(tty){return[24,80]}},default_tty1_ops:{put_char(tty,val){if(val===null||val===10){err(UTF8ArrayToString(tty.output));tty.output=[]}else{if(val!=0)tty.output.push(val)}},fsync(tty){if(tty.output&&tty.output.length>0){err(UTF8ArrayToString(tty.output));tty.output=[]}}}};var zeroMemory=(address,size)=>{GROWABLE_HEAP_U8().fill(0,address,address+size)};var alignMemory=(size,alignment)=>Math.ceil(size/alignment)*alignment;var mmapAlloc=size=>{size=alignMemory(size,65536);var ptr=_emscripten_builtin_memalign(65536,size);if(ptr)zeroMemory(ptr,size);return ptr};var MEMFS={ops_table:null,mount(mount){return MEMFS.createNode(null,"/",16384|511,0)},createNode(parent,name,mode,dev){if(FS.isBlkdev(mode)||FS.isFIFO(mode)){throw new FS.ErrnoError(63)}MEMFS.ops_table||={dir:{node:{getattr:MEMFS.node_ops.getattr,setattr:MEMFS.node_ops.setattr,lookup:MEMFS.node_ops.lookup,mknod:MEMFS.node_ops.mknod,rename:MEMFS.node_ops.rename,unlink:MEMFS.node_ops.unlink,rmdir:MEMFS.node_ops.rmdir,readdir:MEMFS.node_ops.readdir,symlink:MEMFS.node_ops.symlink},stream:{llseek:MEMFS.stream_ops.llseek}},file:{node:{getattr:MEMFS.node_ops.getattr,setattr:MEMFS.node_ops.setattr},stream:{llseek:MEMFS.stream_ops.llseek,read:MEMFS.stream_ops.read,write:MEMFS.stream_ops.write,allocate:MEMFS.stream_ops.allocate,mmap:MEMFS.stream_ops.mmap,msync:MEMFS.stream_ops.msync}},link:{node:{getattr:MEMFS.node_ops.getattr,setattr:MEMFS.node_ops.setattr,readlink:MEMFS.node_ops.readlink},stream:{}},chrdev:{node:{getattr:MEMFS.node_ops.getattr,setattr:MEMFS.node_ops.setattr},stream:FS.chrdev_stream_ops}};var node=FS.createNode(parent,name,mode,dev);if(FS.isDir(node.mode)){node.node_ops=MEMFS.ops_table.dir.node;node.stream_ops=MEMFS.ops_table.dir.stream;node.contents={}}else if(FS.isFile(node.mode)){node.node_ops=MEMFS.ops_table.file.node;node.stream_ops=MEMFS.ops_table.file.stream;node.usedBytes=0;node.contents=null}else if(FS.isLink(node.mode)){node.node_ops=MEMFS.ops_table.link.node;node.stream_ops=MEMFS.ops_table.link.stream}else if(FS.isChrdev(node.mode)){node.node_ops=MEMFS.ops_table.chrdev.node;node.stream_ops=MEMFS.ops_table.chrdev.stream}node.timestamp=Date.now();if(parent){parent.contents[name]=node;parent.timestamp=node.timestamp}return node},getFileDataAsTypedArray(node){if(!node.contents)return new Uint8Array(0);if(node.contents.subarray)return node.contents.subarray(0,node.usedBytes);return new Uint8Array(node.contents)},expandFileStorage(node,newCapacity){var prevCapacity=node.contents?node.contents.length:0;if(prevCapacity>=newCapacity)return;var CAPACITY_DOUBLING_MAX=1024*1024;newCapacity=Math.max(newCapacity,prevCapacity*(prevCapacity<CAPACITY_DOUBLING_MAX?2:1.125)>>>0);if(prevCapacity!=0)newCapacity=Math.max(newCapacity,256);var oldContents=node.contents;node.contents=new Uint8Array(newCapacity);if(node.usedBytes>0)node.contents.set(oldContents.subarray(0,node.usedBytes),0)},resizeFileStorage(node,newSize){if(node.usedBytes==newSize)return;if(newSize==0){node.contents=null;node.usedBytes=0}else{var oldContents=node.contents;node.contents=new Uint8Array(newSize);if(oldContents){node.contents.set(oldContents.subarray(0,Math.min(newSize,node.usedBytes)))}node.usedBytes=newSize}},node_ops:{getattr(node){var attr={};attr.dev=FS.isChrdev(node.mode)?node.id:1;attr.ino=node.id;attr.mode=node.mode;attr.nlink=1;attr.uid=0;attr.gid=0;attr.rdev=node.rdev;if(FS.isDir(node.mode)){attr.size=4096}else if(FS.isFile(node.mode)){attr.size=node.usedBytes}else if(FS.isLink(node.mode)){attr.size=node.link.length}else{attr.size=0}attr.atime=new Date(node.timestamp);attr.mtime=new Date(node.timestamp);attr.ctime=new Date(node.timestamp);attr.blksize=4096;attr.blocks=Math.ceil(attr.size/attr.blksize);return attr},setattr(node,attr){if(attr.mode!==undefined){node.mode=attr.mode}if(attr.timestamp!==undefined){node.timestamp=attr.timestamp}if(attr.size!==undefined){MEMFS.resizeFileStorage(node,attr.size)}},lookup(parent,name){throw FS.genericErrors[44]},mknod(parent,name,mode,dev){return MEMFS.createNode(parent,name,mode,dev)},rename(old_node,new_dir,new_name){if(FS.isDir(old_node.mode)){var new_node;try{new_node=FS.lookupNode(new_dir,new_name)}catch(e){}if(new_node){for(var i in new_node.contents){throw new FS.ErrnoError(55)}}}delete old_node.parent.contents[old_node.name];old_node.parent.timestamp=Date.now();old_node.name=new_name;new_dir.contents[new_name]=old_node;new_dir.timestamp=old_node.parent.timestamp},unlink(parent,name){delete parent.contents[name];parent.timestamp=Date.now()},rmdir(parent,name){var node=FS.lookupNode(parent,name);for(var i in node.contents){throw new FS.ErrnoError(55)}delete parent.contents[name];parent.timestamp=Date.now()},readdir(node){var entries=[".",".."];for(var key of Object.keys(node.contents)){entries.push(key)}return entries},symlink(parent,newname,oldpath){var node=MEMFS.createNode(parent,newname,511|40960,0);node.link=oldpath;return node},readlink(node){if(!FS.isLink(node.mode)){throw new FS.ErrnoError(28)}return node.link}},stream_ops:{read(stream,buffer,offset,length,position){var contents=stream.node.contents;if(position>=stream.node.usedBytes)return 0;var size=Math.min(stream.node.usedBytes-position,length);if(size>8&&contents.subarray){buffer.set(contents.subarray(position,position+size),offset)}else{for(var i=0;i<size;i++)buffer[offset+i]=contents[position+i]}return size},write(stream,buffer,offset,length,position,canOwn){if(buffer.buffer===GROWABLE_HEAP_I8().buffer){canOwn=false}if(!length)return 0;var node=stream.node;node.timestamp=Date.now();if(buffer.subarray&&(!node.contents||node.contents.subarray)){if(canOwn){node.contents=buffer.subarray(offset,offset+length);node.usedBytes=length;return length}else if(node.usedBytes===0&&position===0){node.contents=buffer.slice(offset,offset+length);node.usedBytes=length;return length}else if(position+length<=node.usedBytes){node.contents.set(buffer.subarray(offset,offset+length),position);return length}}MEMFS.expandFileStorage(node,position+length);if(node.contents.subarray&&buffer.subarray){node.contents.set(buffer.subarray(offset,offset+length),position)}else{for(var i=0;i<length;i++){node.contents[position+i]=buffer[offset+i]}}node.usedBytes=Math.max(node.usedBytes,position+length);return length},llseek(stream,offset,whence){var position=offset;if(whence===1){position+=stream.position}else if(whence===2){if(FS.isFile(stream.node.mode)){position+=stream.node.usedBytes}}if(position<0){throw new FS.ErrnoError(28)}return position},allocate(stream,offset,length){MEMFS.expandFileStorage(stream.node,offset+length);stream.node.usedBytes=Math.max(stream.node.usedBytes,offset+length)},mmap(stream,length,position,prot,flags){if(!FS.isFile(stream.node.mode)){throw new FS.ErrnoError(43)}var ptr;var allocated;var contents=stream.node.contents;if(!(flags&2)&&contents&&contents.buffer===GROWABLE_HEAP_I8().buffer){allocated=false;ptr=contents.byteOffset}else{allocated=true;ptr=mmapAlloc(length);if(!ptr){throw new FS.ErrnoError(48)}if(contents){if(position>0||position+length<contents.length){if(contents.subarray){contents=contents.subarray(position,position+length)}else{contents=Array.prototype.slice.call(contents,position,position+length)}}GROWABLE_HEAP_I8().set(contents,ptr>>>0)}}return{ptr,allocated}},msync(stream,buffer,offset,length,mmapFlags){MEMFS.stream_ops.write(stream,buffer,0,length,offset,false);return 0}}};var asyncLoad=(url,onload,onerror,noRunDep)=>{var dep=!noRunDep?getUniqueRunDependency(`al ${url}`):"";readAsync(url).then(arrayBuffer=>{onload(new Uint8Array(arrayBuffer));if(dep)removeRunDependency(dep)},err=>{if(onerror){onerror()}else{throw`Loading data file "${url}" failed.`}});if(dep)addRunDependency(dep)};var FS_createDataFile=(parent,name,fileData,canRead,canWrite,canOwn)=>{FS.createDataFile(parent,name,fileData,canRead,canWrite,canOwn)};var preloadPlugins=Module["preloadPlugins"]||[];var FS_handledByPreloadPlugin=(byteArray,fullname,finish,onerror)=>{if(typeof Browser!="undefined")Browser.init();var handled=false;preloadPlugins.forEach(plugin=>{if(handled)return;if(plugin["canHandle"](fullname)){plugin["handle"](byteArray,fullname,finish,onerror);handled=true}});return handled};var FS_createPreloadedFile=(parent,name,url,canRead,canWrite,onload,onerror,dontCreateFile,canOwn,preFinish)=>{var fullname=name?PATH_FS.resolve(PATH.join2(parent,name)):parent;var dep=getUniqueRunDependency(`cp ${fullname}`);function processData(byteArray){function finish(byteArray){preFinish?.();if(!dontCreateFile){FS_createDataFile(parent,name,byteArray,canRead,canWrite,canOwn)}onload?.();removeRunDependency(dep)}if(FS_handledByPreloadPlugin(byteArray,fullname,finish,()=>{onerror?.();removeRunDependency(dep)})){return}finish(byteArray)}addRunDependency(dep);if(typeof url=="string"){asyncLoad(url,processData,onerror)}else{processData(url)}};var FS_modeStringToFlags=str=>{var flagModes={r:0,"r+":2,w:512|64|1,"w+":512|64|2,a:1024|64|1,"a+":1024|64|2};var flags=flagModes[str];if(typeof flags=="undefined"){throw new Error(`Unknown file open mode: ${str}`)}return flags};var FS_getMode=(canRead,canWrite)=>{var mode=0;if(canRead)mode|=292|73;if(canWrite)mode|=146;return mode};var FS={root:null,mounts:[],devices:{},streams:[],nextInode:1,nameTable:null,currentPath:"/",initialized:false,ignorePermissions:true,ErrnoError:class{constructor(errno){this.name="ErrnoError";this.errno=errno}},genericErrors:{},filesystems:null,syncFSRequests:0,readFiles:{},FSStream:class{constructor(){this.shared={}}get object(){return this.node}set object(val){this.node=val}get isRead(){return(this.flags&2097155)!==1}get isWrite(){return(this.flags&2097155)!==0}get isAppend(){return this.flags&1024}get flags(){return this.shared.flags}set flags(val){this.shared.flags=val}get position(){return this.shared.position}set position(val){this.shared.position=val}},FSNode:class{constructor(parent,name,mode,rdev){if(!parent){parent=this}this.parent=parent;this.mount=parent.mount;this.mounted=null;this.id=FS.nextInode++;this.name=name;this.mode=mode;this.node_ops={};this.stream_ops={};this.rdev=rdev;this.readMode=292|73;this.writeMode=146}get read(){return(this.mode&this.readMode)===this.readMode}set read(val){val?this.mode|=this.readMode:this.mode&=~this.readMode}get write(){return(this.mode&this.writeMode)===this.writeMode}set write(val){val?this.mode|=this.writeMode:this.mode&=~this.writeMode}get isFolder(){return FS.isDir(this.mode)}get isDevice(){return FS.isChrdev(this.mode)}},lookupPath(path,opts={}){path=PATH_FS.resolve(path);if(!path)return{path:"",node:null};var defaults={follow_mount:true,recurse_count:0};opts=Object.assign(defaults,opts);if(opts.recurse_count>8){throw new FS.ErrnoError(32)}var parts=path.split("/").filter(p=>!!p);var current=FS.root;var current_path="/";for(var i=0;i<parts.length;i++){var islast=i===parts.length-1;if(islast&&opts.parent){break}current=FS.lookupNode(current,parts[i]);current_path=PATH.join2(current_path,parts[i]);if(FS.isMountpoint(current)){if(!islast||islast&&opts.follow_mount){current=current.mounted.root}}if(!islast||opts.follow){var count=0;while(FS.isLink(current.mode)){var link=FS.readlink(current_path);current_path=PATH_FS.resolve(PATH.dirname(current_path),link);var lookup=FS.lookupPath(current_path,{recurse_count:opts.recurse_count+1});current=lookup.node;if(count++>40){throw new FS.ErrnoError(32)}}}}return{path:current_path,node:current}},getPath(node){var path;while(true){if(FS.isRoot(node)){var mount=node.mount.mountpoint;if(!path)return mount;return mount[mount.length-1]!=="/"?`${mount}/${path}`:mount+path}path=path?`${node.name}/${path}`:node.name;node=node.parent}},hashName(parentid,name){var hash=0;for(var i=0;i<name.length;i++){hash=(hash<<5)-hash+name.charCodeAt(i)|0}return(parentid+hash>>>0)%FS.nameTable.length},hashAddNode(node){var hash=FS.hashName(node.parent.id,node.name);node.name_next=FS.nameTable[hash];FS.nameTable[hash]=node},hashRemoveNode(node){var hash=FS.hashName(node.parent.id,node.name);if(FS.nameTable[hash]===node){FS.nameTable[hash]=node.name_next}else{var current=FS.nameTable[hash];while(current){if(current.name_next===node){current.name_next=node.name_next;break}current=current.name_next}}},lookupNode(parent,name){var errCode=FS.mayLookup(parent);if(errCode){throw new FS.ErrnoError(errCode)}var hash=FS.hashName(parent.id,name);for(var node=FS.nameTable[hash];node;node=node.name_next){var nodeName=node.name;if(node.parent.id===parent.id&&nodeName===name){return node}}return FS.lookup(parent,name)},createNode(parent,name,mode,rdev){var node=new FS.FSNode(parent,name,mode,rdev);FS.hashAddNode(node);return node},destroyNode(node){FS.hashRemoveNode(node)},isRoot(node){return node===node.parent},isMountpoint(node){return!!node.mounted},isFile(mode){return(mode&61440)===32768},isDir(mode){return(mode&61440)===16384},isLink(mode){return(mode&61440)===40960},isChrdev(mode){return(mode&61440)===8192},isBlkdev(mode){return(mode&61440)===24576},isFIFO(mode){return(mode&61440)===4096},isSocket(mode){return(mode&49152)===49152},flagsToPermissionString(flag){var perms=["r","w","rw"][flag&3];if(flag&512){perms+="w"}return perms},nodePermissions(node,perms){if(FS.ignorePermissions){return 0}if(perms.includes("r")&&!(node.mode&292)){return 2}else if(perms.includes("w")&&!(node.mode&146)){return 2}else if(perms.includes("x")&&!(node.mode&73)){return 2}return 0},mayLookup(dir){if(!FS.isDir(dir.mode))return 54;var errCode=FS.nodePermissions(dir,"x");if(errCode)return errCode;if(!dir.node_ops.lookup)return 2;return 0},mayCreate(dir,name){try{var node=FS.lookupNode(dir,name);return 20}catch(e){}return FS.nodePermissions(dir,"wx")},mayDelete(dir,name,isdir){var node;try{node=FS.lookupNode(dir,name)}catch(e){return e.errno}var errCode=FS.nodePermissions(dir,"wx");if(errCode){return errCode}if(isdir){if(!FS.isDir(node.mode)){return 54}if(FS.isRoot(node)||FS.getPath(node)===FS.cwd()){return 10}}else{if(FS.isDir(node.mode)){return 31}}return 0},mayOpen(node,flags){if(!node){return 44}if(FS.isLink(node.mode)){return 32}else if(FS.isDir(node.mode)){if(FS.flagsToPermissionString(flags)!=="r"||flags&512){return 31}}return FS.nodePermissions(node,FS.flagsToPermissionString(flags))},MAX_OPEN_FDS:4096,nextfd(){for(var fd=0;fd<=FS.MAX_OPEN_FDS;fd++){if(!FS.streams[fd]){return fd}}throw new FS.ErrnoError(33)},getStreamChecked(fd){var stream=FS.getStream(fd);if(!stream){throw new FS.ErrnoError(8)}return stream},getStream:fd=>FS.streams[fd],createStream(stream,fd=-1){stream=Object.assign(new FS.FSStream,stream);if(fd==-1){fd=FS.nextfd()}stream.fd=fd;FS.streams[fd]=stream;return stream},closeStream(fd){FS.streams[fd]=null},dupStream(origStream,fd=-1){var stream=FS.createStream(origStream,fd);stream.stream_ops?.dup?.(stream);return stream},chrdev_stream_ops:{open(stream){var device=FS.getDevice(stream.node.rdev);stream.stream_ops=device.stream_ops;stream.stream_ops.open?.(stream)},llseek(){throw new FS.ErrnoError(70)}},major:dev=>dev>>8,minor:dev=>dev&255,makedev:(ma,mi)=>ma<<8|mi,registerDevice(dev,ops){FS.devices[dev]={stream_ops:ops}},getDevice:dev=>FS.devices[dev],getMounts(mount){var mounts=[];var check=[mount];while(check.length){var m=check.pop();mounts.push(m);check.push(...m.mounts)}return mounts},syncfs(populate,callback){if(typeof populate=="function"){callback=populate;populate=false}FS.syncFSRequests++;if(FS.syncFSRequests>1){err(`warning: ${FS.syncFSRequests} FS.syncfs operations in flight at once, probably just doing extra work`)}var mounts=FS.getMounts(FS.root.mount);var completed=0;function doCallback(errCode){FS.syncFSRequests--;return callback(errCode)}function done(errCode){if(errCode){if(!done.errored){done.errored=true;return doCallback(errCode)}return}if(++completed>=mounts.length){doCallback(null)}}mounts.forEach(mount=>{if(!mount.type.syncfs){return done(null)}mount.type.syncfs(mount,populate,done)})},mount(type,opts,mountpoint){var root=mountpoint==="/";var pseudo=!mountpoint;var node;if(root&&FS.root){throw new FS.ErrnoError(10)}else if(!root&&!pseudo){var lookup=FS.lookupPath(mountpoint,{follow_mount:false});mountpoint=lookup.path;node=lookup.node;if(FS.isMountpoint(node)){throw new FS.ErrnoError(10)}if(!FS.isDir(node.mode)){throw new FS.ErrnoError(54)}}var mount={type,opts,mountpoint,mounts:[]};var mountRoot=type.mount(mount);mountRoot.mount=mount;mount.root=mountRoot;if(root){FS.root=mountRoot}else if(node){node.mounted=mount;if(node.mount){node.mount.mounts.push(mount)}}return mountRoot},unmount(mountpoint){var lookup=FS.lookupPath(mountpoint,{follow_mount:false});if(!FS.isMountpoint(lookup.node)){throw new FS.ErrnoError(28)}var node=lookup.node;var mount=node.mounted;var mounts=FS.getMounts(mount);Object.keys(FS.nameTable).forEach(hash=>{var current=FS.nameTable[hash];while(current){var next=current.name_next;if(mounts.includes(current.mount)){FS.destroyNode(current)}current=next}});node.mounted=null;var idx=node.mount.mounts.indexOf(mount);node.mount.mounts.splice(idx,1)},lookup(parent,name){return parent.node_ops.lookup(parent,name)},mknod(path,mode,dev){var lookup=FS.lookupPath(path,{parent:true});var parent=lookup.node;var name=PATH.basename(path);if(!name||name==="."||name===".."){throw new FS.ErrnoError(28)}var errCode=FS.mayCreate(parent,name);if(errCode){throw new FS.ErrnoError(errCode)}if(!parent.node_ops.mknod){throw new FS.ErrnoError(63)}return parent.node_ops.mknod(parent,name,mode,dev)},create(path,mode){mode=mode!==undefined?mode:438;mode&=4095;mode|=32768;return FS.mknod(path,mode,0)},mkdir(path,mode){mode=mode!==undefined?mode:511;mode&=511|512;mode|=16384;return FS.mknod(path,mode,0)},mkdirTree(path,mode){var dirs=path.split("/");var d="";for(var i=0;i<dirs.length;++i){if(!dirs[i])continue;d+="/"+dirs[i];try{FS.mkdir(d,mode)}catch(e){if(e.errno!=20)throw e}}},mkdev(path,mode,dev){if(typeof dev=="undefined"){dev=mode;mode=438}mode|=8192;return FS.mknod(path,mode,dev)},symlink(oldpath,newpath){if(!PATH_FS.resolve(oldpath)){throw new FS.ErrnoError(44)}var lookup=FS.lookupPath(newpath,{parent:true});var parent=lookup.node;if(!parent){throw new FS.ErrnoError(44)}var newname=PATH.basename(newpath);var errCode=FS.mayCreate(parent,newname);if(errCode){throw new FS.ErrnoError(errCode)}if(!parent.node_ops.symlink){throw new FS.ErrnoError(63)}return parent.node_ops.symlink(parent,newname,oldpath)},rename(old_path,new_path){var old_dirname=PATH.dirname(old_path);var new_dirname=PATH.dirname(new_path);var old_name=PATH.basename(old_path);var new_name=PATH.basename(new_path);var lookup,old_dir,new_dir;lookup=FS.lookupPath(old_path,{parent:true});old_dir=lookup.node;lookup=FS.lookupPath(new_path,{parent:true});new_dir=lookup.node;if(!old_dir||!new_dir)throw new FS.ErrnoError(44);if(old_dir.mount!==new_dir.mount){throw new FS.ErrnoError(75)}var old_node=FS.lookupNode(old_dir,old_name);var relative=PATH_FS.relative(old_path,new_dirname);if(relative.charAt(0)!=="."){throw new FS.ErrnoError(28)}relative=PATH_FS.relative(new_path,old_dirname);if(relative.charAt(0)!=="."){throw new FS.ErrnoError(55)}var new_node;try{new_node=FS.lookupNode(new_dir,new_name)}catch(e){}if(old_node===new_node){return}var isdir=FS.isDir(old_node.mode);var errCode=FS.mayDelete(old_dir,old_name,isdir);if(errCode){throw new FS.ErrnoError(errCode)}errCode=new_node?FS.mayDelete(new_dir,new_name,isdir):FS.mayCreate(new_dir,new_name);if(errCode){throw new FS.ErrnoError(errCode)}if(!old_dir.node_ops.rename){throw new FS.ErrnoError(63)}if(FS.isMountpoint(old_node)||new_node&&FS.isMountpoint(new_node)){throw new FS.ErrnoError(10)}if(new_dir!==old_dir){errCode=FS.nodePermissions(old_dir,"w");if(errCode){throw new FS.ErrnoError(errCode)}}FS.hashRemoveNode(old_node);try{old_dir.node_ops.rename(old_node,new_dir,new_name);old_node.parent=new_dir}catch(e){throw e}finally{FS.hashAddNode(old_node)}},rmdir(path){var lookup=FS.lookupPath(path,{parent:true});var parent=lookup.node;var name=PATH.basename(path);var node=FS.lookupNode(parent,name);var errCode=FS.mayDelete(parent,name,true);if(errCode){throw new FS.ErrnoError(errCode)}if(!parent.node_ops.rmdir){throw new FS.ErrnoError(63)}if(FS.isMountpoint(node)){throw new FS.ErrnoError(10)}parent.node_ops.rmdir(parent,name);FS.destroyNode(node)},readdir(path){var lookup=FS.lookupPath(path,{follow:true});var node=lookup.node;if(!node.node_ops.readdir){throw new FS.ErrnoError(54)}return node.node_ops.readdir(node)},unlink(path){var lookup=FS.lookupPath(path,{parent:true});var parent=lookup.node;if(!parent){throw new FS.ErrnoError(44)}var name=PATH.basename(path);var node=FS.lookupNode(parent,name);var errCode=FS.mayDelete(parent,name,false);if(errCode){throw new FS.ErrnoError(errCode)}if(!parent.node_ops.unlink){throw new FS.ErrnoError(63)}if(FS.isMountpoint(node)){throw new FS.ErrnoError(10)}parent.node_ops.unlink(parent,name);FS.destroyNode(node)},readlink(path){var lookup=FS.lookupPath(path);var link=lookup.node;if(!link){throw new FS.ErrnoError(44)}if(!link.node_ops.readlink){throw new FS.ErrnoError(28)}return PATH_FS.resolve(FS.getPath(link.parent),link.node_ops.readlink(link))},stat(path,dontFollow){var lookup=FS.lookupPath(path,{follow:!dontFollow});var node=lookup.node;if(!node){throw new FS.ErrnoError(44)}if(!node.node_ops.getattr){throw new FS.ErrnoError(63)}return node.node_ops.getattr(node)},lstat(path){return FS.stat(path,true)},chmod(path,mode,dontFollow){var node;if(typeof path=="string"){var lookup=FS.lookupPath(path,{follow:!dontFollow});node=lookup.node}else{node=path}if(!node.node_ops.setattr){throw new FS.ErrnoError(63)}node.node_ops.setattr(node,{mode:mode&4095|node.mode&~4095,timestamp:Date.now()})},lchmod(path,mode){FS.chmod(path,mode,true)},fchmod(fd,mode){var stream=FS.getStreamChecked(fd);FS.chmod(stream.node,mode)},chown(path,uid,gid,dontFollow){var node;if(typeof path=="string"){var lookup=FS.lookupPath(path,{follow:!dontFollow});node=lookup.node}else{node=path}if(!node.node_ops.setattr){throw new FS.ErrnoError(63)}node.node_ops.setattr(node,{timestamp:Date.now()})},lchown(path,uid,gid){FS.chown(path,uid,gid,true)},fchown(fd,uid,gid){var stream=FS.getStreamChecked(fd);FS.chown(stream.node,uid,gid)},truncate(path,len){if(len<0){throw new FS.ErrnoError(28)}var node;if(typeof path=="string"){var lookup=FS.lookupPath(path,{follow:true});node=lookup.node}else{node=path}if(!node.node_ops.setattr){throw new FS.ErrnoError(63)}if(FS.isDir(node.mode)){throw new FS.ErrnoError(31)}if(!FS.isFile(node.mode)){throw new FS.ErrnoError(28)}var errCode=FS.nodePermissions(node,"w");if(errCode){throw new FS.ErrnoError(errCode)}node.node_ops.setattr(node,{size:len,timestamp:Date.now()})},ftruncate(fd,len){var stream=FS.getStreamChecked(fd);if((stream.flags&2097155)===0){throw new FS.ErrnoError(28)}FS.truncate(stream.node,len)},utime(path,atime,mtime){var lookup=FS.lookupPath(path,{follow:true});var node=lookup.node;node.node_ops.setattr(node,{timestamp:Math.max(atime,mtime)})},open(path,flags,mode){if(path===""){throw new FS.ErrnoError(44)}flags=typeof flags=="string"?FS_modeStringToFlags(flags):flags;if(flags&64){mode=typeof mode=="undefined"?438:mode;mode=mode&4095|32768}else{mode=0}var node;if(typeof path=="object"){node=path}else{path=PATH.normalize(path);try{var lookup=FS.lookupPath(path,{follow:!(flags&131072)});node=lookup.node}catch(e){}}var created=false;if(flags&64){if(node){if(flags&128){throw new FS.ErrnoError(20)}}else{node=FS.mknod(path,mode,0);created=true}}if(!node){throw new FS.ErrnoError(44)}if(FS.isChrdev(node.mode)){flags&=~512}if(flags&65536&&!FS.isDir(node.mode)){throw new FS.ErrnoError(54)}if(!created){var errCode=FS.mayOpen(node,flags);if(errCode){throw new FS.ErrnoError(errCode)}}if(flags&512&&!created){FS.truncate(node,0)}flags&=~(128|512|131072);var stream=FS.createStream({node,path:FS.getPath(node),flags,seekable:true,position:0,stream_ops:node.stream_ops,ungotten:[],error:false});if(stream.stream_ops.open){stream.stream_ops.open(stream)}if(Module["logReadFiles"]&&!(flags&1)){if(!(path in FS.readFiles)){FS.readFiles[path]=1}}return stream},close(stream){if(FS.isClosed(stream)){throw new FS.ErrnoError(8)}if(stream.getdents)stream.getdents=null;try{if(stream.stream_ops.close){stream.stream_ops.close(stream)}}catch(e){throw e}finally{FS.closeStream(stream.fd)}stream.fd=null},isClosed(stream){return stream.fd===null},llseek(stream,offset,whence){if(FS.isClosed(stream)){throw new FS.ErrnoError(8)}if(!stream.seekable||!stream.stream_ops.llseek){throw new FS.ErrnoError(70)}if(whence!=0&&whence!=1&&whence!=2){throw new FS.ErrnoError(28)}stream.position=stream.stream_ops.llseek(stream,offset,whence);stream.ungotten=[];return stream.position},read(stream,buffer,offset,length,position){if(length<0||position<0){throw new FS.ErrnoError(28)}if(FS.isClosed(stream)){throw new FS.ErrnoError(8)}if((stream.flags&2097155)===1){throw new FS.ErrnoError(8)}if(FS.isDir(stream.node.mode)){throw new FS.ErrnoError(31)}if(!stream.stream_ops.read){throw new FS.ErrnoError(28)}var seeking=typeof position!="undefined";if(!seeking){position=stream.position}else if(!stream.seekable){throw new FS.ErrnoError(70)}var bytesRead=stream.stream_ops.read(stream,buffer,offset,length,position);if(!seeking)stream.position+=bytesRead;return bytesRead},write(stream,buffer,offset,length,position,canOwn){if(length<0||position<0){throw new FS.ErrnoError(28)}if(FS.isClosed(stream)){throw new FS.ErrnoError(8)}if((stream.flags&2097155)===0){throw new FS.ErrnoError(8)}if(FS.isDir(stream.node.mode)){throw new FS.ErrnoError(31)}if(!stream.stream_ops.write){throw new FS.ErrnoError(28)}if(stream.seekable&&stream.flags&1024){FS.llseek(stream,0,2)}var seeking=typeof position!="undefined";if(!seeking){position=stream.position}else if(!stream.seekable){throw new FS.ErrnoError(70)}var bytesWritten=stream.stream_ops.write(stream,buffer,offset,length,position,canOwn);if(!seeking)stream.position+=bytesWritten;return bytesWritten},allocate(stream,offset,length){if(FS.isClosed(stream)){throw new FS.ErrnoError(8)}if(offset<0||length<=0){throw new FS.ErrnoError(28)}if((stream.flags&2097155)===0){throw new FS.ErrnoError(8)}if(!FS.isFile(stream.node.mode)&&!FS.isDir(stream.node.mode)){throw new FS.ErrnoError(43)}if(!stream.stream_ops.allocate){throw new FS.ErrnoError(138)}stream.stream_ops.allocate(stream,offset,length)},mmap(stream,length,position,prot,flags){if((prot&2)!==0&&(flags&2)===0&&(stream.flags&2097155)!==2){throw new FS.ErrnoError(2)}if((stream.flags&2097155)===1){throw new FS.ErrnoError(2)}if(!stream.stream_ops.mmap){throw new FS.ErrnoError(43)}if(!length){throw new FS.ErrnoError(28)}return stream.stream_ops.mmap(stream,length,position,prot,flags)},msync(stream,buffer,offset,length,mmapFlags){if(!stream.stream_ops.msync){return 0}return stream.stream_ops.msync(stream,buffer,offset,length,mmapFlags)},ioctl(stream,cmd,arg){if(!stream.stream_ops.ioctl){throw new FS.ErrnoError(59)}return stream.stream_ops.ioctl(stream,cmd,arg)},readFile(path,opts={}){opts.flags=opts.flags||0;opts.encoding=opts.encoding||"binary";if(opts.encoding!=="utf8"&&opts.encoding!=="binary"){throw new Error(`Invalid encoding type "${opts.encoding}"`)}var ret;var stream=FS.open(path,opts.flags);var stat=FS.stat(path);var length=stat.size;var buf=new Uint8Array(length);FS.read(stream,buf,0,length,0);if(opts.encoding==="utf8"){ret=UTF8ArrayToString(buf)}else if(opts.encoding==="binary"){ret=buf}FS.close(stream);return ret},writeFile(path,data,opts={}){opts.flags=opts.flags||577;var stream=FS.open(path,opts.flags,opts.mode);if(typeof data=="string"){var buf=new Uint8Array(lengthBytesUTF8(data)+1);var actualNumBytes=stringToUTF8Array(data,buf,0,buf.length);FS.write(stream,buf,0,actualNumBytes,undefined,opts.canOwn)}else if(ArrayBuffer.isView(data)){FS.write(stream,data,0,data.byteLength,undefined,opts.canOwn)}else{throw new Error("Unsupported data type")}FS.close(stream)},cwd:()=>FS.currentPath,chdir(path){var lookup=FS.lookupPath(path,{follow:true});if(lookup.node===null){throw new FS.ErrnoError(44)}if(!FS.isDir(lookup.node.mode)){throw new FS.ErrnoError(54)}var errCode=FS.nodePermissions(lookup.node,"x");if(errCode){throw new FS.ErrnoError(errCode)}FS.currentPath=lookup.path},createDefaultDirectories(){FS.mkdir("/tmp");FS.mkdir("/home");FS.mkdir("/home/web_user")},createDefaultDevices(){FS.mkdir("/dev");FS.registerDevice(FS.makedev(1,3),{read:()=>0,write:(stream,buffer,offset,length,pos)=>length});FS.mkdev("/dev/null",FS.makedev(1,3));TTY.register(FS.makedev(5,0),TTY.default_tty_ops);TTY.register(FS.makedev(6,0),TTY.default_tty1_ops);FS.mkdev("/dev/tty",FS.makedev(5,0));FS.mkdev("/dev/tty1",FS.makedev(6,0));var randomBuffer=new Uint8Array(1024),randomLeft=0;var randomByte=()=>{if(randomLeft===0){randomLeft=randomFill(randomBuffer).byteLength}return randomBuffer[--randomLeft]};FS.createDevice("/dev","random",randomByte);FS.createDevice("/dev","urandom",randomByte);FS.mkdir("/dev/shm");FS.mkdir("/dev/shm/tmp")},createSpecialDirectories(){FS.mkdir("/proc");var proc_self=FS.mkdir("/proc/self");FS.mkdir("/proc/self/fd");FS.mount({mount(){var node=FS.createNode(proc_self,"fd",16384|511,73);node.node_ops={lookup(parent,name){var fd=+name;var stream=FS.getStreamChecked(fd);var ret={parent:null,mount:{mountpoint:"fake"},node_ops:{readlink:()=>stream.path}};ret.parent=ret;return ret}};return node}},{},"/proc/self/fd")},createStandardStreams(input,output,error){if(input){FS.createDevice("/dev","stdin",input)}else{FS.symlink("/dev/tty","/dev/stdin")}if(output){FS.createDevice("/dev","stdout",null,output)}else{FS.symlink("/dev/tty","/dev/stdout")}if(error){FS.createDevice("/dev","stderr",null,error)}else{FS.symlink("/dev/tty1","/dev/stderr")}var stdin=FS.open("/dev/stdin",0);var stdout=FS.open("/dev/stdout",1);var stderr=FS.open("/dev/stderr",1)},staticInit(){[44].forEach(code=>{FS.genericErrors[code]=new FS.ErrnoError(code);FS.genericErrors[code].stack="<generic error, no stack>"});FS.nameTable=new Array(4096);FS.mount(MEMFS,{},"/");FS.createDefaultDirectories();FS.createDefaultDevices();FS.createSpecialDirectories();FS.filesystems={MEMFS}},init(input,output,error){FS.initialized=true;input??=Module["stdin"];output??=Module["stdout"];error??=Module["stderr"];FS.createStandardStreams(input,output,error)},quit(){FS.initialized=false;for(var i=0;i<FS.streams.length;i++){var stream=FS.streams[i];if(!stream){continue}FS.close(stream)}},findObject(path,dontResolveLastLink){var ret=FS.analyzePath(path,dontResolveLastLink);if(!ret.exists){return null}return ret.object},analyzePath(path,dontResolveLastLink){try{var lookup=FS.lookupPath(path,{follow:!dontResolveLastLink});path=lookup.path}catch(e){}var ret={isRoot:false,exists:false,error:0,name:null,path:null,object:null,parentExists:false,parentPath:null,parentObject:null};try{var lookup=FS.lookupPath(path,{parent:true});ret.parentExists=true;ret.parentPath=lookup.path;ret.parentObject=lookup.node;ret.name=PATH.basename(path);lookup=FS.lookupPath(path,{follow:!dontResolveLastLink});ret.exists=true;ret.path=lookup.path;ret.object=lookup.node;ret.name=lookup.node.name;ret.isRoot=lookup.path==="/"}catch(e){ret.error=e.errno}return ret},createPath(parent,path,canRead,canWrite){parent=typeof parent=="string"?parent:FS.getPath(parent);var parts=path.split("/").reverse();while(parts.length){var part=parts.pop();if(!part)continue;var current=PATH.join2(parent,part);try{FS.mkdir(current)}catch(e){}parent=current}return current},createFile(parent,name,properties,canRead,canWrite){var path=PATH.join2(typeof parent=="string"?parent:FS.getPath(parent),name);var mode=FS_getMode(canRead,canWrite);return FS.create(path,mode)},createDataFile(parent,name,data,canRead,canWrite,canOwn){var path=name;if(parent){parent=typeof parent=="string"?parent:FS.getPath(parent);path=name?PATH.join2(parent,name):parent}var mode=FS_getMode(canRead,canWrite);var node=FS.create(path,mode);if(data){if(typeof data=="string"){var arr=new Array(data.length);for(var i=0,len=data.length;i<len;++i)arr[i]=data.charCodeAt(i);data=arr}FS.chmod(node,mode|146);var stream=FS.open(node,577);FS.write(stream,data,0,data.length,0,canOwn);FS.close(stream);FS.chmod(node,mode)}},createDevice(parent,name,input,output){var path=PATH.join2(typeof parent=="string"?parent:FS.getPath(parent),name);var mode=FS_getMode(!!input,!!output);FS.createDevice.major??=64;var dev=FS.makedev(FS.createDevice.major++,0);FS.registerDevice(dev,{open(stream){stream.seekable=false},close(stream){if(output?.buffer?.length){output(10)}},read(stream,buffer,offset,length,pos){var bytesRead=0;for(var i=0;i<length;i++){var result;try{result=input()}catch(e){throw new FS.ErrnoError(29)}if(result===undefined&&bytesRead===0){throw new FS.ErrnoError(6)}if(result===null||result===undefined)break;bytesRead++;buffer[offset+i]=result}if(bytesRead){stream.node.timestamp=Date.now()}return bytesRead},write(stream,buffer,offset,length,pos){for(var i=0;i<length;i++){try{output(buffer[offset+i])}catch(e){throw new FS.ErrnoError(29)}}if(length){stream.node.timestamp=Date.now()}return i}});return FS.mkdev(path,mode,dev)},forceLoadFile(obj){if(obj.isDevice||obj.isFolder||obj.link||obj.contents)return true;if(typeof XMLHttpRequest!="undefined"){throw new Error("Lazy loading should have been performed (contents set) in createLazyFile, but it was not. Lazy loading only works in web workers. Use --embed-file or --preload-file in emcc on the main thread.")}else{try{obj.contents=readBinary(obj.url);obj.usedBytes=obj.contents.length}catch(e){throw new FS.ErrnoError(29)}}},createLazyFile(parent,name,url,canRead,canWrite){class LazyUint8Array{constructor(){this.lengthKnown=false;this.chunks=[]}get(idx){if(idx>this.length-1||idx<0){return undefined}var chunkOffset=idx%this.chunkSize;var chunkNum=idx/this.chunkSize|0;return this.getter(chunkNum)[chunkOffset]}setDataGetter(getter){this.getter=getter}cacheLength(){var xhr=new XMLHttpRequest;xhr.open("HEAD",url,false);xhr.send(null);if(!(xhr.status>=200&&xhr.status<300||xhr.status===304))throw new Error("Couldn\'t load "+url+". Status: "+xhr.status);var datalength=Number(xhr.getResponseHeader("Content-length"));var header;var hasByteServing=(header=xhr.getResponseHeader("Accept-Ranges"))&&header==="bytes";var usesGzip=(header=xhr.getResponseHeader("Content-Encoding"))&&header==="gzip";var chunkSize=1024*1024;if(!hasByteServing)chunkSize=datalength;var doXHR=(from,to)=>{if(from>to)throw new Error("invalid range ("+from+", "+to+") or no bytes requested!");if(to>datalength-1)throw new Error("only "+datalength+" bytes available! programmer error!");var xhr=new XMLHttpRequest;xhr.open("GET",url,false);if(datalength!==chunkSize)xhr.setRequestHeader("Range","bytes="+from+"-"+to);xhr.responseType="arraybuffer";if(xhr.overrideMimeType){xhr.overrideMimeType("text/plain; charset=x-user-defined")}xhr.send(null);if(!(xhr.status>=200&&xhr.status<300||xhr.status===304))throw new Error("Couldn\'t load "+url+". Status: "+xhr.status);if(xhr.response!==undefined){return new Uint8Array(xhr.response||[])}return intArrayFromString(xhr.responseText||"",true)};var lazyArray=this;lazyArray.setDataGetter(chunkNum=>{var start=chunkNum*chunkSize;var end=(chunkNum+1)*chunkSize-1;end=Math.min(end,datalength-1);if(typeof lazyArray.chunks[chunkNum]=="undefined"){lazyArray.chunks[chunkNum]=doXHR(start,end)}if(typeof lazyArray.chunks[chunkNum]=="undefined")throw new Error("doXHR failed!");return lazyArray.chunks[chunkNum]});if(usesGzip||!datalength){chunkSize=datalength=1;datalength=this.getter(0).length;chunkSize=datalength;out("LazyFiles on gzip forces download of the whole file when length is accessed")}this._length=datalength;this._chunkSize=chunkSize;this.lengthKnown=true}get length(){if(!this.lengthKnown){this.cacheLength()}return this._length}get chunkSize(){if(!this.lengthKnown){this.cacheLength()}return this._chunkSize}}if(typeof XMLHttpRequest!="undefined"){if(!ENVIRONMENT_IS_WORKER)throw"Cannot do synchronous binary XHRs outside webworkers in modern browsers. Use --embed-file or --preload-file in emcc";var lazyArray=new LazyUint8Array;var properties={isDevice:false,contents:lazyArray}}else{var properties={isDevice:false,url}}var node=FS.createFile(parent,name,properties,canRead,canWrite);if(properties.contents){node.contents=properties.contents}else if(properties.url){node.contents=null;node.url=properties.url}Object.defineProperties(node,{usedBytes:{get:function(){return this.contents.length}}});var stream_ops={};var keys=Object.keys(node.stream_ops);keys.forEach(key=>{var fn=node.stream_ops[key];stream_ops[key]=(...args)=>{FS.forceLoadFile(node);return fn(...args)}});function writeChunks(stream,buffer,offset,length,position){var contents=stream.node.contents;if(position>=contents.length)return 0;var size=Math.min(contents.length-position,length);if(contents.slice){for(var i=0;i<size;i++){buffer[offset+i]=contents[position+i]}}else{for(var i=0;i<size;i++){buffer[offset+i]=contents.get(position+i)}}return size}stream_ops.read=(stream,buffer,offset,length,position)=>{FS.forceLoadFile(node);return writeChunks(stream,buffer,offset,length,position)};stream_ops.mmap=(stream,length,position,prot,flags)=>{FS.forceLoadFile(node);var ptr=mmapAlloc(length);if(!ptr){throw new FS.ErrnoError(48)}writeChunks(stream,GROWABLE_HEAP_I8(),ptr,length,position);return{ptr,allocated:true}};node.stream_ops=stream_ops;return node}};var UTF8ToString=(ptr,maxBytesToRead)=>{ptr>>>=0;return ptr?UTF8ArrayToString(GROWABLE_HEAP_U8(),ptr,maxBytesToRead):""};var SYSCALLS={DEFAULT_POLLMASK:5,calculateAt(dirfd,path,allowEmpty){if(PATH.isAbs(path)){return path}var dir;if(dirfd===-100){dir=FS.cwd()}else{var dirstream=SYSCALLS.getStreamFromFD(dirfd);dir=dirstream.path}if(path.length==0){if(!allowEmpty){throw new FS.ErrnoError(44)}return dir}return PATH.join2(dir,path)},doStat(func,path,buf){var stat=func(path);GROWABLE_HEAP_I32()[buf>>>2>>>0]=stat.dev;GROWABLE_HEAP_I32()[buf+4>>>2>>>0]=stat.mode;GROWABLE_HEAP_U32()[buf+8>>>2>>>0]=stat.nlink;GROWABLE_HEAP_I32()[buf+12>>>2>>>0]=stat.uid;GROWABLE_HEAP_I32()[buf+16>>>2>>>0]=stat.gid;GROWABLE_HEAP_I32()[buf+20>>>2>>>0]=stat.rdev;tempI64=[stat.size>>>0,(tempDouble=stat.size,+Math.abs(tempDouble)>=1?tempDouble>0?+Math.floor(tempDouble/4294967296)>>>0:~~+Math.ceil((tempDouble-+(~~tempDouble>>>0))/4294967296)>>>0:0)],GROWABLE_HEAP_I32()[buf+24>>>2>>>0]=tempI64[0],GROWABLE_HEAP_I32()[buf+28>>>2>>>0]=tempI64[1];GROWABLE_HEAP_I32()[buf+32>>>2>>>0]=4096;GROWABLE_HEAP_I32()[buf+36>>>2>>>0]=stat.blocks;var atime=stat.atime.getTime();var mtime=stat.mtime.getTime();var ctime=stat.ctime.getTime();tempI64=[Math.floor(atime/1e3)>>>0,(tempDouble=Math.floor(atime/1e3),+Math.abs(tempDouble)>=1?tempDouble>0?+Math.floor(tempDouble/4294967296)>>>0:~~+Math.ceil((tempDouble-+(~~tempDouble>>>0))/4294967296)>>>0:0)],GROWABLE_HEAP_I32()[buf+40>>>2>>>0]=tempI64[0],GROWABLE_HEAP_I32()[buf+44>>>2>>>0]=tempI64[1];GROWABLE_HEAP_U32()[buf+48>>>2>>>0]=atime%1e3*1e3*1e3;tempI64=[Math.floor(mtime/1e3)>>>0,(tempDouble=Math.floor(mtime/1e3),+Math.abs(tempDouble)>=1?tempDouble>0?+Math.floor(tempDouble/4294967296)>>>0:~~+Math.ceil((tempDouble-+(~~tempDouble>>>0))/4294967296)>>>0:0)],GROWABLE_HEAP_I32()[buf+56>>>2>>>0]=tempI64[0],GROWABLE_HEAP_I32()[buf+60>>>2>>>0]=tempI64[1];GROWABLE_HEAP_U32()[buf+64>>>2>>>0]=mtime%1e3*1e3*1e3;tempI64=[Math.floor(ctime/1e3)>>>0,(tempDouble=Math.floor(ctime/1e3),+Math.abs(tempDouble)>=1?tempDouble>0?+Math.floor(tempDouble/4294967296)>>>0:~~+Math.ceil((tempDouble-+(~~tempDouble>>>0))/4294967296)>>>0:0)],GROWABLE_HEAP_I32()[buf+72>>>2>>>0]=tempI64[0],GROWABLE_HEAP_I32()[buf+76>>>2>>>0]=tempI64[1];GROWABLE_HEAP_U32()[buf+80>>>2>>>0]=ctime%1e3*1e3*1e3;tempI64=[stat.ino>>>0,(tempDouble=stat.ino,+Math.abs(tempDouble)>=1?tempDouble>0?+Math.floor(tempDouble/4294967296)>>>0:~~+Math.ceil((tempDouble-+(~~tempDouble>>>0))/4294967296)>>>0:0)],GROWABLE_HEAP_I32()[buf+88>>>2>>>0]=tempI64[0],GROWABLE_HEAP_I32()[buf+92>>>2>>>0]=tempI64[1];return 0},doMsync(addr,stream,len,flags,offset){if(!FS.isFile(stream.node.mode)){throw new FS.ErrnoError(43)}if(flags&2){return 0}var buffer=GROWABLE_HEAP_U8().slice(addr,addr+len);FS.msync(stream,buffer,offset,len,flags)},getStreamFromFD(fd){var stream=FS.getStreamChecked(fd);return stream},varargs:undefined,getStr(ptr){var ret=UTF8ToString(ptr);return ret}};function ___syscall_fcntl64(fd,cmd,varargs){if(ENVIRONMENT_IS_PTHREAD)return proxyToMainThread(3,0,1,fd,cmd,varargs);varargs>>>=0;SYSCALLS.varargs=varargs;try{var stream=SYSCALLS.getStreamFromFD(fd);switch(cmd){case 0:{var arg=syscallGetVarargI();if(arg<0){return-28}while(FS.streams[arg]){arg++}var newStream;newStream=FS.dupStream(stream,arg);return newStream.fd}case 1:case 2:return 0;case 3:return stream.flags;case 4:{var arg=syscallGetVarargI();stream.flags|=arg;return 0}case 12:{var arg=syscallGetVarargP();var offset=0;GROWABLE_HEAP_I16()[arg+offset>>>1>>>0]=2;return 0}case 13:case 14:return 0}return-28}catch(e){if(typeof FS=="undefined"||!(e.name==="ErrnoError"))throw e;return-e.errno}}function ___syscall_fstat64(fd,buf){if(ENVIRONMENT_IS_PTHREAD)return proxyToMainThread(4,0,1,fd,buf);buf>>>=0;try{var stream=SYSCALLS.getStreamFromFD(fd);return SYSCALLS.doStat(FS.stat,stream.path,buf)}catch(e){if(typeof FS=="undefined"||!(e.name==="ErrnoError"))throw e;return-e.errno}}var stringToUTF8=(str,outPtr,maxBytesToWrite)=>stringToUTF8Array(str,GROWABLE_HEAP_U8(),outPtr,maxBytesToWrite);function ___syscall_getcwd(buf,size){if(ENVIRONMENT_IS_PTHREAD)return proxyToMainThread(5,0,1,buf,size);buf>>>=0;size>>>=0;try{if(size===0)return-28;var cwd=FS.cwd();var cwdLengthInBytes=lengthBytesUTF8(cwd)+1;if(size<cwdLengthInBytes)return-68;stringToUTF8(cwd,buf,size);return cwdLengthInBytes}catch(e){if(typeof FS=="undefined"||!(e.name==="ErrnoError"))throw e;return-e.errno}}function ___syscall_getdents64(fd,dirp,count){if(ENVIRONMENT_IS_PTHREAD)return proxyToMainThread(6,0,1,fd,dirp,count);dirp>>>=0;count>>>=0;try{var stream=SYSCALLS.getStreamFromFD(fd);stream.getdents||=FS.readdir(stream.path);var struct_size=280;var pos=0;var off=FS.llseek(stream,0,1);var idx=Math.floor(off/struct_size);while(idx<stream.getdents.length&&pos+struct_size<=count){var id;var type;var name=stream.getdents[idx];if(name==="."){id=stream.node.id;type=4}else if(name===".."){var lookup=FS.lookupPath(stream.path,{parent:true});id=lookup.node.id;type=4}else{var child=FS.lookupNode(stream.node,name);id=child.id;type=FS.isChrdev(child.mode)?2:FS.isDir(child.mode)?4:FS.isLink(child.mode)?10:8}tempI64=[id>>>0,(tempDouble=id,+Math.abs(tempDouble)>=1?tempDouble>0?+Math.floor(tempDouble/4294967296)>>>0:~~+Math.ceil((tempDouble-+(~~tempDouble>>>0))/4294967296)>>>0:0)],GROWABLE_HEAP_I32()[dirp+pos>>>2>>>0]=tempI64[0],GROWABLE_HEAP_I32()[dirp+pos+4>>>2>>>0]=tempI64[1];tempI64=[(idx+1)*struct_size>>>0,(tempDouble=(idx+1)*struct_size,+Math.abs(tempDouble)>=1?tempDouble>0?+Math.floor(tempDouble/4294967296)>>>0:~~+Math.ceil((tempDouble-+(~~tempDouble>>>0))/4294967296)>>>0:0)],GROWABLE_HEAP_I32()[dirp+pos+8>>>2>>>0]=tempI64[0],GROWABLE_HEAP_I32()[dirp+pos+12>>>2>>>0]=tempI64[1];GROWABLE_HEAP_I16()[dirp+pos+16>>>1>>>0]=280;GROWABLE_HEAP_I8()[dirp+pos+18>>>0]=type;stringToUTF8(name,dirp+pos+19,256);pos+=struct_size;idx+=1}FS.llseek(stream,idx*struct_size,0);return pos}catch(e){if(typeof FS=="undefined"||!(e.name==="ErrnoError"))throw e;return-e.errno}}function ___syscall_ioctl(fd,op,varargs){if(ENVIRONMENT_IS_PTHREAD)return proxyToMainThread(7,0,1,fd,op,varargs);varargs>>>=0;SYSCALLS.varargs=varargs;try{var stream=SYSCALLS.getStreamFromFD(fd);switch(op){case 21509:{if(!stream.tty)return-59;return 0}case 21505:{if(!stream.tty)return-59;if(stream.tty.ops.ioctl_tcgets){var termios=stream.tty.ops.ioctl_tcgets(stream);var argp=syscallGetVarargP();GROWABLE_HEAP_I32()[argp>>>2>>>0]=termios.c_iflag||0;GROWABLE_HEAP_I32()[argp+4>>>2>>>0]=termios.c_oflag||0;GROWABLE_HEAP_I32()[argp+8>>>2>>>0]=termios.c_cflag||0;GROWABLE_HEAP_I32()[argp+12>>>2>>>0]=termios.c_lflag||0;for(var i=0;i<32;i++){GROWABLE_HEAP_I8()[argp+i+17>>>0]=termios.c_cc[i]||0}return 0}return 0}case 21510:case 21511:case 21512:{if(!stream.tty)return-59;return 0}case 21506:case 21507:case 21508:{if(!stream.tty)return-59;if(stream.tty.ops.ioctl_tcsets){var argp=syscallGetVarargP();var c_iflag=GROWABLE_HEAP_I32()[argp>>>2>>>0];var c_oflag=GROWABLE_HEAP_I32()[argp+4>>>2>>>0];var c_cflag=GROWABLE_HEAP_I32()[argp+8>>>2>>>0];var c_lflag=GROWABLE_HEAP_I32()[argp+12>>>2>>>0];var c_cc=[];for(var i=0;i<32;i++){c_cc.push(GROWABLE_HEAP_I8()[argp+i+17>>>0])}return stream.tty.ops.ioctl_tcsets(stream.tty,op,{c_iflag,c_oflag,c_cflag,c_lflag,c_cc})}return 0}case 21519:{if(!stream.tty)return-59;var argp=syscallGetVarargP();GROWABLE_HEAP_I32()[argp>>>2>>>0]=0;return 0}case 21520:{if(!stream.tty)return-59;return-28}case 21531:{var argp=syscallGetVarargP();return FS.ioctl(stream,op,argp)}case 21523:{if(!stream.tty)return-59;if(stream.tty.ops.ioctl_tiocgwinsz){var winsize=stream.tty.ops.ioctl_tiocgwinsz(stream.tty);var argp=syscallGetVarargP();GROWABLE_HEAP_I16()[argp>>>1>>>0]=winsize[0];GROWABLE_HEAP_I16()[argp+2>>>1>>>0]=winsize[1]}return 0}case 21524:{if(!stream.tty)return-59;return 0}case 21515:{if(!stream.tty)return-59;return 0}default:return-28}}catch(e){if(typeof FS=="undefined"||!(e.name==="ErrnoError"))throw e;return-e.errno}}function ___syscall_lstat64(path,buf){if(ENVIRONMENT_IS_PTHREAD)return proxyToMainThread(8,0,1,path,buf);path>>>=0;buf>>>=0;try{path=SYSCALLS.getStr(path);return SYSCALLS.doStat(FS.lstat,path,buf)}catch(e){if(typeof FS=="undefined"||!(e.name==="ErrnoError"))throw e;return-e.errno}}function ___syscall_newfstatat(dirfd,path,buf,flags){if(ENVIRONMENT_IS_PTHREAD)return proxyToMainThread(9,0,1,dirfd,path,buf,flags);path>>>=0;buf>>>=0;try{path=SYSCALLS.getStr(path);var nofollow=flags&256;var allowEmpty=flags&4096;flags=flags&~6400;path=SYSCALLS.calculateAt(dirfd,path,allowEmpty);return SYSCALLS.doStat(nofollow?FS.lstat:FS.stat,path,buf)}catch(e){if(typeof FS=="undefined"||!(e.name==="ErrnoError"))throw e;return-e.errno}}function ___syscall_openat(dirfd,path,flags,varargs){if(ENVIRONMENT_IS_PTHREAD)return proxyToMainThread(10,0,1,dirfd,path,flags,varargs);path>>>=0;varargs>>>=0;SYSCALLS.varargs=varargs;try{path=SYSCALLS.getStr(path);path=SYSCALLS.calculateAt(dirfd,path);var mode=varargs?syscallGetVarargI():0;return FS.open(path,flags,mode).fd}catch(e){if(typeof FS=="undefined"||!(e.name==="ErrnoError"))throw e;return-e.errno}}function ___syscall_stat64(path,buf){if(ENVIRONMENT_IS_PTHREAD)return proxyToMainThread(11,0,1,path,buf);path>>>=0;buf>>>=0;try{path=SYSCALLS.getStr(path);return SYSCALLS.doStat(FS.stat,path,buf)}catch(e){if(typeof FS=="undefined"||!(e.name==="ErrnoError"))throw e;return-e.errno}}var __abort_js=()=>{abort("")};var nowIsMonotonic=1;var __emscripten_get_now_is_monotonic=()=>nowIsMonotonic;function __emscripten_init_main_thread_js(tb){tb>>>=0;__emscripten_thread_init(tb,!ENVIRONMENT_IS_WORKER,1,!ENVIRONMENT_IS_WEB,5242880,false);PThread.threadInitTLS()}var maybeExit=()=>{if(!keepRuntimeAlive()){try{if(ENVIRONMENT_IS_PTHREAD)__emscripten_thread_exit(EXITSTATUS);else _exit(EXITSTATUS)}catch(e){handleException(e)}}};var callUserCallback=func=>{if(ABORT){return}try{func();maybeExit()}catch(e){handleException(e)}};function __emscripten_thread_mailbox_await(pthread_ptr){pthread_ptr>>>=0;if(typeof Atomics.waitAsync==="function"){var wait=Atomics.waitAsync(GROWABLE_HEAP_I32(),pthread_ptr>>>2,pthread_ptr);wait.value.then(checkMailbox);var waitingAsync=pthread_ptr+128;Atomics.store(GROWABLE_HEAP_I32(),waitingAsync>>>2,1)}}var checkMailbox=()=>{var pthread_ptr=_pthread_self();if(pthread_ptr){__emscripten_thread_mailbox_await(pthread_ptr);callUserCallback(__emscripten_check_mailbox)}};function __emscripten_notify_mailbox_postmessage(targetThread,currThreadId){targetThread>>>=0;currThreadId>>>=0;if(targetThread==currThreadId){setTimeout(checkMailbox)}else if(ENVIRONMENT_IS_PTHREAD){postMessage({targetThread,cmd:"checkMailbox"})}else{var worker=PThread.pthreads[targetThread];if(!worker){return}worker.postMessage({cmd:"checkMailbox"})}}var proxiedJSCallArgs=[];function __emscripten_receive_on_main_thread_js(funcIndex,emAsmAddr,callingThread,numCallArgs,args){emAsmAddr>>>=0;callingThread>>>=0;args>>>=0;proxiedJSCallArgs.length=numCallArgs;var b=args>>>3;for(var i=0;i<numCallArgs;i++){proxiedJSCallArgs[i]=GROWABLE_HEAP_F64()[b+i>>>0]}var func=proxiedFunctionTable[funcIndex];PThread.currentProxiedOperationCallerThread=callingThread;var rtn=func(...proxiedJSCallArgs);PThread.currentProxiedOperationCallerThread=0;return rtn}function __emscripten_thread_cleanup(thread){thread>>>=0;if(!ENVIRONMENT_IS_PTHREAD)cleanupThread(thread);else postMessage({cmd:"cleanupThread",thread})}function __emscripten_thread_set_strongref(thread){thread>>>=0;if(ENVIRONMENT_IS_NODE){PThread.pthreads[thread].ref()}}var isLeapYear=year=>year%4===0&&(year%100!==0||year%400===0);var MONTH_DAYS_LEAP_CUMULATIVE=[0,31,60,91,121,152,182,213,244,274,305,335];var MONTH_DAYS_REGULAR_CUMULATIVE=[0,31,59,90,120,151,181,212,243,273,304,334];var ydayFromDate=date=>{var leap=isLeapYear(date.getFullYear());var monthDaysCumulative=leap?MONTH_DAYS_LEAP_CUMULATIVE:MONTH_DAYS_REGULAR_CUMULATIVE;var yday=monthDaysCumulative[date.getMonth()]+date.getDate()-1;return yday};function __localtime_js(time_low,time_high,tmPtr){var time=convertI32PairToI53Checked(time_low,time_high);tmPtr>>>=0;var date=new Date(time*1e3);GROWABLE_HEAP_I32()[tmPtr>>>2>>>0]=date.getSeconds();GROWABLE_HEAP_I32()[tmPtr+4>>>2>>>0]=date.getMinutes();GROWABLE_HEAP_I32()[tmPtr+8>>>2>>>0]=date.getHours();GROWABLE_HEAP_I32()[tmPtr+12>>>2>>>0]=date.getDate();GROWABLE_HEAP_I32()[tmPtr+16>>>2>>>0]=date.getMonth();GROWABLE_HEAP_I32()[tmPtr+20>>>2>>>0]=date.getFullYear()-1900;GROWABLE_HEAP_I32()[tmPtr+24>>>2>>>0]=date.getDay();var yday=ydayFromDate(date)|0;GROWABLE_HEAP_I32()[tmPtr+28>>>2>>>0]=yday;GROWABLE_HEAP_I32()[tmPtr+36>>>2>>>0]=-(date.getTimezoneOffset()*60);var start=new Date(date.getFullYear(),0,1);var summerOffset=new Date(date.getFullYear(),6,1).getTimezoneOffset();var winterOffset=start.getTimezoneOffset();var dst=(summerOffset!=winterOffset&&date.getTimezoneOffset()==Math.min(winterOffset,summerOffset))|0;GROWABLE_HEAP_I32()[tmPtr+32>>>2>>>0]=dst}function __mmap_js(len,prot,flags,fd,offset_low,offset_high,allocated,addr){if(ENVIRONMENT_IS_PTHREAD)return proxyToMainThread(12,0,1,len,prot,flags,fd,offset_low,offset_high,allocated,addr);len>>>=0;var offset=convertI32PairToI53Checked(offset_low,offset_high);allocated>>>=0;addr>>>=0;try{if(isNaN(offset))return 61;var stream=SYSCALLS.getStreamFromFD(fd);var res=FS.mmap(stream,len,offset,prot,flags);var ptr=res.ptr;GROWABLE_HEAP_I32()[allocated>>>2>>>0]=res.allocated;GROWABLE_HEAP_U32()[addr>>>2>>>0]=ptr;return 0}catch(e){if(typeof FS=="undefined"||!(e.name==="ErrnoError"))throw e;return-e.errno}}function __munmap_js(addr,len,prot,flags,fd,offset_low,offset_high){if(ENVIRONMENT_IS_PTHREAD)return proxyToMainThread(13,0,1,addr,len,prot,flags,fd,offset_low,offset_high);addr>>>=0;len>>>=0;var offset=convertI32PairToI53Checked(offset_low,offset_high);try{var stream=SYSCALLS.getStreamFromFD(fd);if(prot&2){SYSCALLS.doMsync(addr,stream,len,flags,offset)}}catch(e){if(typeof FS=="undefined"||!(e.name==="ErrnoError"))throw e;return-e.errno}}var __tzset_js=function(timezone,daylight,std_name,dst_name){timezone>>>=0;daylight>>>=0;std_name>>>=0;dst_name>>>=0;var currentYear=(new Date).getFullYear();var winter=new Date(currentYear,0,1);var summer=new Date(currentYear,6,1);var winterOffset=winter.getTimezoneOffset();var summerOffset=summer.getTimezoneOffset();var stdTimezoneOffset=Math.max(winterOffset,summerOffset);GROWABLE_HEAP_U32()[timezone>>>2>>>0]=stdTimezoneOffset*60;GROWABLE_HEAP_I32()[daylight>>>2>>>0]=Number(winterOffset!=summerOffset);var extractZone=timezoneOffset=>{var sign=timezoneOffset>=0?"-":"+";var absOffset=Math.abs(timezoneOffset);var hours=String(Math.floor(absOffset/60)).padStart(2,"0");var minutes=String(absOffset%60).padStart(2,"0");return`UTC${sign}${hours}${minutes}`};var winterName=extractZone(winterOffset);var summerName=extractZone(summerOffset);if(summerOffset<winterOffset){stringToUTF8(winterName,std_name,17);stringToUTF8(summerName,dst_name,17)}else{stringToUTF8(winterName,dst_name,17);stringToUTF8(summerName,std_name,17)}};var warnOnce=text=>{warnOnce.shown||={};if(!warnOnce.shown[text]){warnOnce.shown[text]=1;if(ENVIRONMENT_IS_NODE)text="warning: "+text;err(text)}};var _emscripten_check_blocking_allowed=()=>{};var _emscripten_date_now=()=>Date.now();var runtimeKeepalivePush=()=>{runtimeKeepaliveCounter+=1};var _emscripten_exit_with_live_runtime=()=>{runtimeKeepalivePush();throw"unwind"};function jsStackTrace(){return(new Error).stack.toString()}function getCallstack(flags){var callstack=jsStackTrace();var iThisFunc=callstack.lastIndexOf("_emscripten_log");var iThisFunc2=callstack.lastIndexOf("_emscripten_get_callstack");var iNextLine=callstack.indexOf("\\n",Math.max(iThisFunc,iThisFunc2))+1;callstack=callstack.slice(iNextLine);if(flags&8&&typeof emscripten_source_map=="undefined"){warnOnce(\'Source map information is not available, emscripten_log with EM_LOG_C_STACK will be ignored. Build with "--pre-js $EMSCRIPTEN/src/emscripten-source-map.min.js" linker flag to add source map loading to code.\');flags^=8;flags|=16}var lines=callstack.split("\\n");callstack="";var newFirefoxRe=new RegExp("\\\\s*(.*?)@(.*?):([0-9]+):([0-9]+)");var firefoxRe=new RegExp("\\\\s*(.*?)@(.*):(.*)(:(.*))?");var chromeRe=new RegExp("\\\\s*at (.*?) \\\\((.*):(.*):(.*)\\\\)");for(var l in lines){var line=lines[l];var symbolName="";var file="";var lineno=0;var column=0;var parts=chromeRe.exec(line);if(parts&&parts.length==5){symbolName=parts[1];file=parts[2];lineno=parts[3];column=parts[4]}else{parts=newFirefoxRe.exec(line)||firefoxRe.exec(line);if(parts&&parts.length>=4){symbolName=parts[1];file=parts[2];lineno=parts[3];column=parts[4]|0}else{callstack+=line+"\\n";continue}}var haveSourceMap=false;if(flags&8){var orig=emscripten_source_map.originalPositionFor({line:lineno,column});haveSourceMap=orig?.source;if(haveSourceMap){if(flags&64){orig.source=orig.source.substring(orig.source.replace(/\\\\/g,"/").lastIndexOf("/")+1)}callstack+=`    at ${symbolName} (${orig.source}:${orig.line}:${orig.column})\\n`}}if(flags&16||!haveSourceMap){if(flags&64){file=file.substring(file.replace(/\\\\/g,"/").lastIndexOf("/")+1)}callstack+=(haveSourceMap?`     = ${symbolName}`:`    at ${symbolName}`)+` (${file}:${lineno}:${column})\\n`}}callstack=callstack.replace(/\\s+$/,"");return callstack}function _emscripten_get_callstack(flags,str,maxbytes){str>>>=0;var callstack=getCallstack(flags);if(!str||maxbytes<=0){return lengthBytesUTF8(callstack)+1}var bytesWrittenExcludingNull=stringToUTF8(callstack,str,maxbytes);return bytesWrittenExcludingNull+1}var getHeapMax=()=>4294901760;function _emscripten_get_heap_max(){return getHeapMax()}var _emscripten_get_now=()=>performance.timeOrigin+performance.now();var _emscripten_num_logical_cores=()=>ENVIRONMENT_IS_NODE?require("os").cpus().length:navigator["hardwareConcurrency"];var growMemory=size=>{var b=wasmMemory.buffer;var pages=(size-b.byteLength+65535)/65536|0;try{wasmMemory.grow(pages);updateMemoryViews();return 1}catch(e){}};function _emscripten_resize_heap(requestedSize){requestedSize>>>=0;var oldSize=GROWABLE_HEAP_U8().length;if(requestedSize<=oldSize){return false}var maxHeapSize=getHeapMax();if(requestedSize>maxHeapSize){return false}for(var cutDown=1;cutDown<=4;cutDown*=2){var overGrownHeapSize=oldSize*(1+.2/cutDown);overGrownHeapSize=Math.min(overGrownHeapSize,requestedSize+100663296);var newSize=Math.min(maxHeapSize,alignMemory(Math.max(requestedSize,overGrownHeapSize),65536));var replacement=growMemory(newSize);if(replacement){return true}}return false}var ENV={};var getExecutableName=()=>thisProgram||"./this.program";var getEnvStrings=()=>{if(!getEnvStrings.strings){var lang=(typeof navigator=="object"&&navigator.languages&&navigator.languages[0]||"C").replace("-","_")+".UTF-8";var env={USER:"web_user",LOGNAME:"web_user",PATH:"/",PWD:"/",HOME:"/home/web_user",LANG:lang,_:getExecutableName()};for(var x in ENV){if(ENV[x]===undefined)delete env[x];else env[x]=ENV[x]}var strings=[];for(var x in env){strings.push(`${x}=${env[x]}`)}getEnvStrings.strings=strings}return getEnvStrings.strings};var stringToAscii=(str,buffer)=>{for(var i=0;i<str.length;++i){GROWABLE_HEAP_I8()[buffer++>>>0]=str.charCodeAt(i)}GROWABLE_HEAP_I8()[buffer>>>0]=0};var _environ_get=function(__environ,environ_buf){if(ENVIRONMENT_IS_PTHREAD)return proxyToMainThread(14,0,1,__environ,environ_buf);__environ>>>=0;environ_buf>>>=0;var bufSize=0;getEnvStrings().forEach((string,i)=>{var ptr=environ_buf+bufSize;GROWABLE_HEAP_U32()[__environ+i*4>>>2>>>0]=ptr;stringToAscii(string,ptr);bufSize+=string.length+1});return 0};var _environ_sizes_get=function(penviron_count,penviron_buf_size){if(ENVIRONMENT_IS_PTHREAD)return proxyToMainThread(15,0,1,penviron_count,penviron_buf_size);penviron_count>>>=0;penviron_buf_size>>>=0;var strings=getEnvStrings();GROWABLE_HEAP_U32()[penviron_count>>>2>>>0]=strings.length;var bufSize=0;strings.forEach(string=>bufSize+=string.length+1);GROWABLE_HEAP_U32()[penviron_buf_size>>>2>>>0]=bufSize;return 0};function _fd_close(fd){if(ENVIRONMENT_IS_PTHREAD)return proxyToMainThread(16,0,1,fd);try{var stream=SYSCALLS.getStreamFromFD(fd);FS.close(stream);return 0}catch(e){if(typeof FS=="undefined"||!(e.name==="ErrnoError"))throw e;return e.errno}}var doReadv=(stream,iov,iovcnt,offset)=>{var ret=0;for(var i=0;i<iovcnt;i++){var ptr=GROWABLE_HEAP_U32()[iov>>>2>>>0];var len=GROWABLE_HEAP_U32()[iov+4>>>2>>>0];iov+=8;var curr=FS.read(stream,GROWABLE_HEAP_I8(),ptr,len,offset);if(curr<0)return-1;ret+=curr;if(curr<len)break;if(typeof offset!="undefined"){offset+=curr}}return ret};function _fd_read(fd,iov,iovcnt,pnum){if(ENVIRONMENT_IS_PTHREAD)return proxyToMainThread(17,0,1,fd,iov,iovcnt,pnum);iov>>>=0;iovcnt>>>=0;pnum>>>=0;try{var stream=SYSCALLS.getStreamFromFD(fd);var num=doReadv(stream,iov,iovcnt);GROWABLE_HEAP_U32()[pnum>>>2>>>0]=num;return 0}catch(e){if(typeof FS=="undefined"||!(e.name==="ErrnoError"))throw e;return e.errno}}function _fd_seek(fd,offset_low,offset_high,whence,newOffset){if(ENVIRONMENT_IS_PTHREAD)return proxyToMainThread(18,0,1,fd,offset_low,offset_high,whence,newOffset);var offset=convertI32PairToI53Checked(offset_low,offset_high);newOffset>>>=0;try{if(isNaN(offset))return 61;var stream=SYSCALLS.getStreamFromFD(fd);FS.llseek(stream,offset,whence);tempI64=[stream.position>>>0,(tempDouble=stream.position,+Math.abs(tempDouble)>=1?tempDouble>0?+Math.floor(tempDouble/4294967296)>>>0:~~+Math.ceil((tempDouble-+(~~tempDouble>>>0))/4294967296)>>>0:0)],GROWABLE_HEAP_I32()[newOffset>>>2>>>0]=tempI64[0],GROWABLE_HEAP_I32()[newOffset+4>>>2>>>0]=tempI64[1];if(stream.getdents&&offset===0&&whence===0)stream.getdents=null;return 0}catch(e){if(typeof FS=="undefined"||!(e.name==="ErrnoError"))throw e;return e.errno}}var doWritev=(stream,iov,iovcnt,offset)=>{var ret=0;for(var i=0;i<iovcnt;i++){var ptr=GROWABLE_HEAP_U32()[iov>>>2>>>0];var len=GROWABLE_HEAP_U32()[iov+4>>>2>>>0];iov+=8;var curr=FS.write(stream,GROWABLE_HEAP_I8(),ptr,len,offset);if(curr<0)return-1;ret+=curr;if(curr<len){break}if(typeof offset!="undefined"){offset+=curr}}return ret};function _fd_write(fd,iov,iovcnt,pnum){if(ENVIRONMENT_IS_PTHREAD)return proxyToMainThread(19,0,1,fd,iov,iovcnt,pnum);iov>>>=0;iovcnt>>>=0;pnum>>>=0;try{var stream=SYSCALLS.getStreamFromFD(fd);var num=doWritev(stream,iov,iovcnt);GROWABLE_HEAP_U32()[pnum>>>2>>>0]=num;return 0}catch(e){if(typeof FS=="undefined"||!(e.name==="ErrnoError"))throw e;return e.errno}}function _getentropy(buffer,size){buffer>>>=0;size>>>=0;randomFill(GROWABLE_HEAP_U8().subarray(buffer>>>0,buffer+size>>>0));return 0}var runtimeKeepalivePop=()=>{runtimeKeepaliveCounter-=1};var Asyncify={instrumentWasmImports(imports){var importPattern=/^(invoke_.*|__asyncjs__.*)$/;for(let[x,original]of Object.entries(imports)){if(typeof original=="function"){let isAsyncifyImport=original.isAsync||importPattern.test(x);if(isAsyncifyImport){imports[x]=original=new WebAssembly.Suspending(original)}}}},instrumentWasmExports(exports){var exportPattern=/^(wllama_start|wllama_action|main|__main_argc_argv)$/;Asyncify.asyncExports=new Set;var ret={};for(let[x,original]of Object.entries(exports)){if(typeof original=="function"){let isAsyncifyExport=exportPattern.test(x);if(isAsyncifyExport){Asyncify.asyncExports.add(original);original=Asyncify.makeAsyncFunction(original)}ret[x]=(...args)=>original(...args)}else{ret[x]=original}}return ret},asyncExports:null,isAsyncExport(func){return Asyncify.asyncExports?.has(func)},handleAsync:async startAsync=>{runtimeKeepalivePush();try{return await startAsync()}finally{runtimeKeepalivePop()}},handleSleep(startAsync){return Asyncify.handleAsync(()=>new Promise(startAsync))},makeAsyncFunction(original){return WebAssembly.promising(original)}};var getCFunc=ident=>{var func=Module["_"+ident];return func};var writeArrayToMemory=(array,buffer)=>{GROWABLE_HEAP_I8().set(array,buffer>>>0)};var stringToUTF8OnStack=str=>{var size=lengthBytesUTF8(str)+1;var ret=stackAlloc(size);stringToUTF8(str,ret,size);return ret};var ccall=(ident,returnType,argTypes,args,opts)=>{var toC={string:str=>{var ret=0;if(str!==null&&str!==undefined&&str!==0){ret=stringToUTF8OnStack(str)}return ret},array:arr=>{var ret=stackAlloc(arr.length);writeArrayToMemory(arr,ret);return ret}};function convertReturnValue(ret){if(returnType==="string"){return UTF8ToString(ret)}if(returnType==="boolean")return Boolean(ret);return ret}var func=getCFunc(ident);var cArgs=[];var stack=0;if(args){for(var i=0;i<args.length;i++){var converter=toC[argTypes[i]];if(converter){if(stack===0)stack=stackSave();cArgs[i]=converter(args[i])}else{cArgs[i]=args[i]}}}var ret=func(...cArgs);function onDone(ret){if(stack!==0)stackRestore(stack);return convertReturnValue(ret)}var asyncMode=opts?.async;if(asyncMode)return ret.then(onDone);ret=onDone(ret);return ret};var cwrap=(ident,returnType,argTypes,opts)=>{var numericArgs=!argTypes||argTypes.every(type=>type==="number"||type==="boolean");var numericRet=returnType!=="string";if(numericRet&&numericArgs&&!opts){return getCFunc(ident)}return(...args)=>ccall(ident,returnType,argTypes,args,opts)};var FS_createPath=FS.createPath;var FS_unlink=path=>FS.unlink(path);var FS_createLazyFile=FS.createLazyFile;var FS_createDevice=FS.createDevice;PThread.init();FS.createPreloadedFile=FS_createPreloadedFile;FS.staticInit();Module["FS_createPath"]=FS.createPath;Module["FS_createDataFile"]=FS.createDataFile;Module["FS_createPreloadedFile"]=FS.createPreloadedFile;Module["FS_unlink"]=FS.unlink;Module["FS_createLazyFile"]=FS.createLazyFile;Module["FS_createDevice"]=FS.createDevice;var proxiedFunctionTable=[_proc_exit,exitOnMainThread,pthreadCreateProxied,___syscall_fcntl64,___syscall_fstat64,___syscall_getcwd,___syscall_getdents64,___syscall_ioctl,___syscall_lstat64,___syscall_newfstatat,___syscall_openat,___syscall_stat64,__mmap_js,__munmap_js,_environ_get,_environ_sizes_get,_fd_close,_fd_read,_fd_seek,_fd_write];var wasmImports;function assignWasmImports(){wasmImports={__asyncjs__js_file_read,__pthread_create_js:___pthread_create_js,__syscall_fcntl64:___syscall_fcntl64,__syscall_getcwd:___syscall_getcwd,__syscall_getdents64:___syscall_getdents64,__syscall_ioctl:___syscall_ioctl,__syscall_openat:___syscall_openat,__syscall_stat64:___syscall_stat64,_abort_js:__abort_js,_emscripten_get_now_is_monotonic:__emscripten_get_now_is_monotonic,_emscripten_init_main_thread_js:__emscripten_init_main_thread_js,_emscripten_notify_mailbox_postmessage:__emscripten_notify_mailbox_postmessage,_emscripten_receive_on_main_thread_js:__emscripten_receive_on_main_thread_js,_emscripten_thread_cleanup:__emscripten_thread_cleanup,_emscripten_thread_mailbox_await:__emscripten_thread_mailbox_await,_emscripten_thread_set_strongref:__emscripten_thread_set_strongref,_localtime_js:__localtime_js,_mmap_js:__mmap_js,_munmap_js:__munmap_js,_tzset_js:__tzset_js,emscripten_check_blocking_allowed:_emscripten_check_blocking_allowed,emscripten_date_now:_emscripten_date_now,emscripten_exit_with_live_runtime:_emscripten_exit_with_live_runtime,emscripten_get_callstack:_emscripten_get_callstack,emscripten_get_heap_max:_emscripten_get_heap_max,emscripten_get_now:_emscripten_get_now,emscripten_num_logical_cores:_emscripten_num_logical_cores,emscripten_resize_heap:_emscripten_resize_heap,environ_get:_environ_get,environ_sizes_get:_environ_sizes_get,exit:_exit,fd_close:_fd_close,fd_read:_fd_read,fd_seek:_fd_seek,fd_write:_fd_write,getentropy:_getentropy,memory:wasmMemory}}var wasmExports=createWasm();var ___wasm_call_ctors=()=>(___wasm_call_ctors=wasmExports["__wasm_call_ctors"])();var _wllama_malloc=Module["_wllama_malloc"]=(a0,a1)=>(_wllama_malloc=Module["_wllama_malloc"]=wasmExports["wllama_malloc"])(a0,a1);var _wllama_start=Module["_wllama_start"]=()=>(_wllama_start=Module["_wllama_start"]=wasmExports["wllama_start"])();var _wllama_action=Module["_wllama_action"]=(a0,a1)=>(_wllama_action=Module["_wllama_action"]=wasmExports["wllama_action"])(a0,a1);var _wllama_exit=Module["_wllama_exit"]=()=>(_wllama_exit=Module["_wllama_exit"]=wasmExports["wllama_exit"])();var _wllama_debug=Module["_wllama_debug"]=()=>(_wllama_debug=Module["_wllama_debug"]=wasmExports["wllama_debug"])();var _main=Module["_main"]=(a0,a1)=>(_main=Module["_main"]=wasmExports["main"])(a0,a1);var __emscripten_tls_init=()=>(__emscripten_tls_init=wasmExports["_emscripten_tls_init"])();var _pthread_self=()=>(_pthread_self=wasmExports["pthread_self"])();var _emscripten_builtin_memalign=(a0,a1)=>(_emscripten_builtin_memalign=wasmExports["emscripten_builtin_memalign"])(a0,a1);var __emscripten_thread_init=(a0,a1,a2,a3,a4,a5)=>(__emscripten_thread_init=wasmExports["_emscripten_thread_init"])(a0,a1,a2,a3,a4,a5);var __emscripten_thread_crashed=()=>(__emscripten_thread_crashed=wasmExports["_emscripten_thread_crashed"])();var __emscripten_run_on_main_thread_js=(a0,a1,a2,a3,a4)=>(__emscripten_run_on_main_thread_js=wasmExports["_emscripten_run_on_main_thread_js"])(a0,a1,a2,a3,a4);var __emscripten_thread_free_data=a0=>(__emscripten_thread_free_data=wasmExports["_emscripten_thread_free_data"])(a0);var __emscripten_thread_exit=a0=>(__emscripten_thread_exit=wasmExports["_emscripten_thread_exit"])(a0);var __emscripten_check_mailbox=()=>(__emscripten_check_mailbox=wasmExports["_emscripten_check_mailbox"])();var ___trap=()=>(___trap=wasmExports["__trap"])();var _emscripten_stack_set_limits=(a0,a1)=>(_emscripten_stack_set_limits=wasmExports["emscripten_stack_set_limits"])(a0,a1);var __emscripten_stack_restore=a0=>(__emscripten_stack_restore=wasmExports["_emscripten_stack_restore"])(a0);var __emscripten_stack_alloc=a0=>(__emscripten_stack_alloc=wasmExports["_emscripten_stack_alloc"])(a0);var _emscripten_stack_get_current=()=>(_emscripten_stack_get_current=wasmExports["emscripten_stack_get_current"])();function applySignatureConversions(wasmExports){wasmExports=Object.assign({},wasmExports);var makeWrapper_p=f=>()=>f()>>>0;var makeWrapper_ppp=f=>(a0,a1)=>f(a0,a1)>>>0;var makeWrapper_pp=f=>a0=>f(a0)>>>0;wasmExports["pthread_self"]=makeWrapper_p(wasmExports["pthread_self"]);wasmExports["emscripten_builtin_memalign"]=makeWrapper_ppp(wasmExports["emscripten_builtin_memalign"]);wasmExports["emscripten_main_runtime_thread_id"]=makeWrapper_p(wasmExports["emscripten_main_runtime_thread_id"]);wasmExports["_emscripten_stack_alloc"]=makeWrapper_pp(wasmExports["_emscripten_stack_alloc"]);wasmExports["emscripten_stack_get_current"]=makeWrapper_p(wasmExports["emscripten_stack_get_current"]);return wasmExports}Module["addRunDependency"]=addRunDependency;Module["removeRunDependency"]=removeRunDependency;Module["wasmMemory"]=wasmMemory;Module["ENV"]=ENV;Module["mmapAlloc"]=mmapAlloc;Module["ccall"]=ccall;Module["cwrap"]=cwrap;Module["FS_createPreloadedFile"]=FS_createPreloadedFile;Module["FS_unlink"]=FS_unlink;Module["FS_createPath"]=FS_createPath;Module["FS_createDevice"]=FS_createDevice;Module["FS"]=FS;Module["FS_createDataFile"]=FS_createDataFile;Module["FS_createLazyFile"]=FS_createLazyFile;Module["MEMFS"]=MEMFS;var calledRun;var calledPrerun;dependenciesFulfilled=function runCaller(){if(!calledRun)run();if(!calledRun)dependenciesFulfilled=runCaller};function callMain(){var entryFunction=_main;var argc=0;var argv=0;try{var ret=entryFunction(argc,argv);Promise.resolve(ret).then(result=>{exitJS(result,true)}).catch(e=>{handleException(e)});return ret}catch(e){return handleException(e)}}function run(){if(runDependencies>0){return}if(ENVIRONMENT_IS_PTHREAD){initRuntime();startWorker(Module);return}if(!calledPrerun){calledPrerun=1;preRun();if(runDependencies>0){return}}function doRun(){if(calledRun)return;calledRun=1;Module["calledRun"]=1;if(ABORT)return;initRuntime();preMain();Module["onRuntimeInitialized"]?.();if(shouldRunNow)callMain();postRun()}if(Module["setStatus"]){Module["setStatus"]("Running...");setTimeout(()=>{setTimeout(()=>Module["setStatus"](""),1);doRun()},1)}else{doRun()}}if(Module["preInit"]){if(typeof Module["preInit"]=="function")Module["preInit"]=[Module["preInit"]];while(Module["preInit"].length>0){Module["preInit"].pop()()}}var shouldRunNow=true;if(Module["noInitialRun"])shouldRunNow=false;run();\n';

// src/worker.ts
var FILE_READ_REQ_EVENT = "fs.read_req";
var JSPI_STUB = `
if (!WebAssembly.Suspending) {
  // JSPI not available - stubs that keep the import/export tables valid.
  // Suspending wraps imports: identity is fine since async imports won't be called.
  WebAssembly.Suspending = function (fn) {
    // console.log(fn.toString());
    return fn;
  };
  // promising wraps exports: must return a Promise so ccall's ret.then() works.
  WebAssembly.promising = function (fn) {
    return function (...args) {
      try {
        return Promise.resolve(fn(...args));
      } catch (e) {
        return Promise.reject(e);
      }
    };
  };
}
`;
var ProxyToWorker = class {
  // filename -> Blob for async reads
  constructor(resources, nbThread, suppressNativeLog, logger) {
    __publicField(this, "resources");
    __publicField(this, "logger");
    __publicField(this, "suppressNativeLog");
    __publicField(this, "taskQueue", []);
    __publicField(this, "taskId", 1);
    __publicField(this, "resultQueue", []);
    __publicField(this, "busy", false);
    // is the work loop is running?
    __publicField(this, "worker");
    __publicField(this, "multiThread");
    __publicField(this, "nbThread");
    __publicField(this, "useAsyncFile");
    __publicField(this, "fileBlobs", /* @__PURE__ */ new Map());
    this.resources = resources;
    this.nbThread = nbThread;
    this.multiThread = nbThread > 0;
    this.logger = logger;
    this.suppressNativeLog = suppressNativeLog;
    this.useAsyncFile = canUseAsyncFileRead(resources.compat);
  }
  async getModuleCode() {
    if (!this.resources.jsPath) {
      if (this.resources.compat) {
        throw new Error(
          "compat mode is enabled but no jsPath was provided. Pass a worker JS via setCompat() or install @wllama/wllama-compat."
        );
      }
      return WLLAMA_EMSCRIPTEN_CODE;
    } else if (this.resources.jsPath.code) {
      return this.resources.jsPath.code;
    } else if (isString(this.resources.jsPath)) {
      const response = await fetch(this.resources.jsPath);
      if (!response.ok) {
        throw new Error(
          `Failed to fetch worker code from ${this.resources.jsPath}`
        );
      }
      return await response.text();
    } else {
      throw new Error("No JS code provided for worker");
    }
  }
  async moduleInit(ggufFiles) {
    let moduleCode = JSPI_STUB + await this.getModuleCode();
    if (this.resources.noWebGPU) {
      moduleCode = 'try{Object.defineProperty(WorkerNavigator.prototype,"gpu",{get:()=>({requestAdapter:async()=>null})});}catch(e){}' + moduleCode;
    }
    let mainModuleCode = moduleCode.replace("var Module", "var ___Module");
    const runOptions = {
      pathConfig: {
        "wllama.wasm": this.resources.wasmPath
      },
      nbThread: this.nbThread,
      compat: this.resources.compat,
      memory64: WLLAMA_MEMORY64
    };
    const completeCode = [
      `const RUN_OPTIONS = ${JSON.stringify(runOptions)};`,
      `function wModuleInit() { ${mainModuleCode}; return Module; }`,
      LLAMA_CPP_WORKER_CODE
    ].join(";\n\n");
    this.worker = createWorker(completeCode);
    this.worker.onmessage = this.onRecvMsg.bind(this);
    this.worker.onerror = this.logger.error;
    const res = await this.pushTask({
      verb: "module.init",
      args: [
        new Blob([moduleCode], { type: "text/javascript" }),
        this.useAsyncFile
      ],
      callbackId: this.taskId++
    });
    const nativeFiles = [];
    for (const file of ggufFiles) {
      const needAllocBuffer = !this.useAsyncFile;
      const id = await this.fileAlloc(
        file.name,
        file.blob.size,
        needAllocBuffer
      );
      nativeFiles.push({ id, ...file });
      if (this.useAsyncFile) {
        this.fileBlobs.set(file.name, file.blob);
      }
    }
    if (!this.useAsyncFile) {
      await Promise.all(
        nativeFiles.map((file) => {
          return this.fileWrite(file.id, file.blob);
        })
      );
    }
    return res;
  }
  async wllamaStart() {
    const result = await this.pushTask({
      verb: "wllama.start",
      args: [],
      callbackId: this.taskId++
    });
    const parsedResult = this.parseResult(result);
    return parsedResult;
  }
  async wllamaAction(name, body) {
    const encodedMsg = glueSerialize(body);
    const result = await this.pushTask({
      verb: "wllama.action",
      args: [name, encodedMsg],
      callbackId: this.taskId++
    });
    const parsedResult = glueDeserialize(result);
    return parsedResult;
  }
  async wllamaExit() {
    if (this.worker) {
      this.worker.terminate();
    }
  }
  async wllamaDebug() {
    const result = await this.pushTask({
      verb: "wllama.debug",
      args: [],
      callbackId: this.taskId++
    });
    return JSON.parse(result);
  }
  ///////////////////////////////////////
  /**
   * Allocate a new file in heapfs
   * @returns fileId, to be used by fileWrite()
   */
  async fileAlloc(fileName, size, allocBuffer) {
    const result = await this.pushTask({
      verb: "fs.alloc",
      args: [fileName, size, allocBuffer],
      callbackId: this.taskId++
    });
    return result.fileId;
  }
  /**
   * Write a Blob to heapfs
   */
  async fileWrite(fileId, blob) {
    const reader = blob.stream().getReader();
    let offset = 0;
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      const size = value.byteLength;
      await this.pushTask(
        {
          verb: "fs.write",
          args: [fileId, value, offset],
          callbackId: this.taskId++
        },
        // @ts-ignore Type 'ArrayBufferLike' is not assignable to type 'ArrayBuffer'
        [value.buffer]
      );
      offset += size;
    }
  }
  async fileReadResponse(name, offset, size) {
    try {
      const blob = this.fileBlobs.get(name);
      if (!blob) {
        throw new Error(`blob not found for name="${name}"`);
      }
      const chunk = blob.slice(offset, offset + size);
      const buffer = await chunk.arrayBuffer();
      this.worker.postMessage(
        { verb: "fs.read_res", args: [buffer] },
        { transfer: [buffer] }
      );
    } catch (err) {
      this.logger.error("fileReadResponse failed, terminating worker:", err);
      this.worker?.terminate();
      this.worker = void 0;
      this.abort(`File read failed: ${err}`, err.stack || "");
    }
  }
  /**
   * Parse JSON result returned by cpp code.
   * Throw new Error if "__exception" is present in the response
   *
   * TODO: get rid of this function once everything is migrated to Glue
   */
  parseResult(result) {
    const parsedResult = JSON.parse(result);
    if (parsedResult && parsedResult["error"]) {
      throw new WllamaRuntimeError("Unknown error, please see console.log", "");
    }
    return parsedResult;
  }
  /**
   * Push a new task to taskQueue
   */
  pushTask(param, buffers) {
    return new Promise((resolve, reject) => {
      this.taskQueue.push({ resolve, reject, param, buffers });
      this.runTaskLoop();
    });
  }
  /**
   * Main loop for processing tasks
   */
  async runTaskLoop() {
    if (this.busy) {
      return;
    }
    this.busy = true;
    while (true) {
      const task = this.taskQueue.shift();
      if (!task) break;
      this.resultQueue.push(task);
      this.worker.postMessage(
        task.param,
        isSafariMobile() ? void 0 : {
          transfer: task.buffers ?? []
        }
      );
    }
    this.busy = false;
  }
  /**
   * Handle messages from worker
   */
  onRecvMsg(e) {
    if (!e.data) return;
    const { verb, args } = e.data;
    const isCompatBuild = this.resources.compat;
    if (verb && verb.startsWith("console.")) {
      if (this.suppressNativeLog) {
        return;
      }
      if (verb.endsWith("debug")) this.logger.debug(...args);
      if (verb.endsWith("log")) this.logger.log(...args);
      if (verb.endsWith("warn")) this.logger.warn(...args);
      if (verb.endsWith("error")) this.logger.error(...args);
      return;
    } else if (verb === "signal.abort") {
      const [signalType, message, rawStack, originalErr] = args;
      if (originalErr) {
        this.logger.error(originalErr);
      }
      (async () => {
        let stack = "";
        let newMsg = message.replace(
          "Build with -sASSERTIONS for more info.",
          ""
        );
        if (signalType === "abort") {
          newMsg = `(ABORT) ${newMsg}`;
          stack = rawStack.replace(/\|/g, "\n");
        } else if (signalType === "exception") {
          stack = rawStack;
        }
        const decoded = await Debug.decodeStackTrace(stack, isCompatBuild);
        this.logger.error(`Stack trace (${signalType}):
` + decoded);
        this.abort(newMsg, decoded);
      })();
      return;
    }
    if (verb === FILE_READ_REQ_EVENT) {
      const [name, offset, size] = args;
      this.fileReadResponse(name, offset, size).catch(() => {
      });
      return;
    }
    const { callbackId, result, err } = e.data;
    if (callbackId) {
      const idx = this.resultQueue.findIndex(
        (t) => t.param.callbackId === callbackId
      );
      if (idx !== -1) {
        const waitingTask = this.resultQueue.splice(idx, 1)[0];
        if (err) waitingTask.reject(err);
        else waitingTask.resolve(result);
      } else {
        this.logger.error(
          `Cannot find waiting task with callbackId = ${callbackId}`
        );
      }
    }
  }
  abort(text, stack) {
    const error = new WllamaRuntimeError(
      text.length == 0 ? "(unknown error)" : text,
      stack
    );
    while (this.resultQueue.length > 0) {
      const waitingTask = this.resultQueue.pop();
      if (!waitingTask) break;
      waitingTask.reject(error);
    }
    while (this.taskQueue.length > 0) {
      const pendingTask = this.taskQueue.pop();
      if (!pendingTask) break;
      pendingTask.reject(error);
    }
  }
};

// src/huggingface.ts
var HF_BASE = "https://huggingface.co";
var DEFAULT_QUANTS = ["Q4_K_M", "Q8_0"];
async function fetchRepoFiles(repo, token) {
  const url = `${HF_BASE}/api/models/${repo}/tree/main?recursive=true`;
  const headers = { Accept: "application/json" };
  if (token) {
    headers["Authorization"] = `Bearer ${token}`;
  }
  const res = await fetch(url, { headers });
  if (!res.ok) {
    let msg = res.statusText;
    try {
      msg = (await res.json()).error ?? msg;
    } catch {
    }
    throw new Error(`HF API error (${res.status}): ${msg}`);
  }
  return res.json();
}
function firstShardPath(files, path) {
  const m = path.match(/^(.+)-(\d{5})-of-(\d{5})\.gguf$/i);
  if (!m) return path;
  const first = `${m[1]}-00001-of-${m[3]}.gguf`;
  return files.some((f) => f.path === first) ? first : path;
}
function selectFile(files, quant, mmprojOnly) {
  const candidates = files.filter((f) => {
    if (f.type !== "file" || !f.path.toLowerCase().endsWith(".gguf"))
      return false;
    const ismmproj = f.path.toLowerCase().includes("mmproj");
    return mmprojOnly ? ismmproj : !ismmproj;
  });
  if (candidates.length === 0) return null;
  if (quant) {
    const upper = quant.toUpperCase();
    const match = candidates.find((f) => f.path.toUpperCase().includes(upper));
    if (match) return firstShardPath(candidates, match.path);
    return null;
  }
  for (const q of DEFAULT_QUANTS) {
    const match = candidates.find((f) => f.path.toUpperCase().includes(q));
    if (match) return firstShardPath(candidates, match.path);
  }
  return firstShardPath(candidates, candidates[0].path);
}
async function getHFModelSource(config) {
  const { repo, file, quant, mmprojFile, mmprojQuant, hfToken } = config;
  const files = await fetchRepoFiles(repo, hfToken);
  const modelPath = file ?? selectFile(files, quant, false);
  if (!modelPath) {
    throw new Error(`No GGUF file found in repo "${repo}"`);
  }
  const source = {
    url: `${HF_BASE}/${repo}/resolve/main/${modelPath}`
  };
  if (mmprojFile || mmprojQuant !== void 0) {
    const mmpath = mmprojFile ?? selectFile(files, mmprojQuant, true);
    if (mmpath) {
      source.mmprojUrl = `${HF_BASE}/${repo}/resolve/main/${mmpath}`;
    }
  }
  if (hfToken) {
    const params = new URLSearchParams({ token: hfToken });
    source.url += `?${params}`;
    if (source.mmprojUrl) {
      source.mmprojUrl += `?${params}`;
    }
  }
  return source;
}
async function getHFFileSHA256(url, headers) {
  if (!url.includes("/resolve/")) return void 0;
  const rawUrl = url.replace("/resolve/", "/raw/");
  try {
    const text = await fetch(rawUrl, { headers }).then((r) => r.text());
    const match = text.match(/^oid sha256:([0-9a-f]{64})$/m);
    return match ? match[1] : void 0;
  } catch {
    return void 0;
  }
}

// src/storage/opfs.ts
var OPFSBackend = class {
  isSupported() {
    return typeof navigator !== "undefined" && "storage" in navigator && !!navigator.storage?.getDirectory;
  }
  async read(key) {
    try {
      const cacheDir = await getCacheDir();
      const fileHandle = await cacheDir.getFileHandle(key);
      return await fileHandle.getFile();
    } catch (e) {
      return null;
    }
  }
  async write(key, stream) {
    const writable = await openWritable(key);
    await writable.truncate(0);
    const reader = stream.getReader();
    try {
      while (true) {
        const { done, value } = await reader.read();
        if (done) break;
        await writable.write(value);
      }
    } finally {
      await writable.close();
    }
  }
  async getSize(key) {
    try {
      const cacheDir = await getCacheDir();
      const fileHandle = await cacheDir.getFileHandle(key);
      const file = await fileHandle.getFile();
      return file.size;
    } catch (e) {
      return -1;
    }
  }
  async list() {
    const cacheDir = await getCacheDir();
    const result = [];
    for await (const [name, handle] of cacheDir.entries()) {
      if (handle.kind === "file") {
        const file = await handle.getFile();
        result.push({ key: name, size: file.size });
      }
    }
    return result;
  }
  async delete(key) {
    try {
      const cacheDir = await getCacheDir();
      await cacheDir.removeEntry(key);
    } catch (e) {
      if (e?.name !== "NotFoundError") throw e;
    }
  }
};
async function getCacheDir() {
  const opfsRoot = await navigator.storage.getDirectory();
  return opfsRoot.getDirectoryHandle("cache", { create: true });
}
async function openWritable(fileName) {
  const worker = createWorker(OPFS_UTILS_WORKER_CODE);
  let pResolve;
  let pReject;
  worker.onmessage = (e) => {
    if (e.data.ok) pResolve(null);
    else if (e.data.err) pReject(e.data.err);
  };
  worker.onerror = (e) => pReject?.(e.message ?? e);
  const workerExec = (data) => new Promise((resolve, reject) => {
    pResolve = resolve;
    pReject = reject;
    worker.postMessage(
      data,
      isSafariMobile() ? void 0 : { transfer: "buf" in data && data.buf ? [data.buf.buffer] : [] }
    );
  });
  await workerExec({ action: "open", filename: fileName });
  return {
    truncate: async () => {
    },
    write: (value) => workerExec({ action: "write", buf: value }),
    close: async () => {
      await workerExec({ action: "close" });
      worker.terminate();
    }
  };
}

// src/storage/cos.ts
function makeHash(key) {
  return { algorithm: "SHA-256", value: key };
}
var COSInternalBackend = class {
  isSupported() {
    return typeof navigator !== "undefined" && "crossOriginStorage" in navigator;
  }
  // IMPORTANT: key must be SHA-256 hash of the data
  async read(key) {
    try {
      const handle = await navigator.crossOriginStorage.requestFileHandle(
        makeHash(key)
      );
      return handle.getFile();
    } catch {
      return null;
    }
  }
  // IMPORTANT: key must be SHA-256 hash of the data
  async write(key, stream) {
    const handle = await navigator.crossOriginStorage.requestFileHandle(
      makeHash(key),
      { create: true }
    );
    const writable = await handle.createWritable();
    const reader = stream.getReader();
    try {
      while (true) {
        const { done, value } = await reader.read();
        if (done) break;
        await writable.write(value);
      }
    } finally {
      await writable.close();
    }
  }
  // IMPORTANT: key must be SHA-256 hash of the data
  async getSize(key) {
    try {
      const handle = await navigator.crossOriginStorage.requestFileHandle(
        makeHash(key)
      );
      const file = await handle.getFile();
      return file.size;
    } catch {
      return -1;
    }
  }
  async list() {
    throw new Error("not implemented");
  }
  async delete(_key) {
    throw new Error("not implemented");
  }
};
var COSBackend = class {
  constructor() {
    __publicField(this, "cos", new COSInternalBackend());
    __publicField(this, "priv", new OPFSBackend());
  }
  isSupported() {
    return this.priv.isSupported();
  }
  async read(key, hint) {
    if (hint?.sha256 && this.cos.isSupported()) {
      const blob = await this.cos.read(hint.sha256);
      if (blob) return blob;
    }
    return this.priv.read(key);
  }
  async write(key, stream, hint) {
    if (hint?.sha256 && this.cos.isSupported()) {
      await this.cos.write(hint.sha256, stream);
    } else {
      await this.priv.write(key, stream);
    }
  }
  async getSize(key, hint) {
    if (hint?.sha256 && this.cos.isSupported()) {
      const size = await this.cos.getSize(hint.sha256);
      if (size !== -1) return size;
    }
    return this.priv.getSize(key);
  }
  async list() {
    return this.priv.list();
  }
  async delete(key) {
    return this.priv.delete(key);
  }
};

// src/cache-manager.ts
var PREFIX_METADATA = "__metadata__";
var POLYFILL_ETAG = "polyfill_for_older_version";
function hintFromMetadata(metadata) {
  if (!metadata) return void 0;
  if (metadata.sha256) return { sha256: metadata.sha256 };
  return void 0;
}
var CacheManager = class {
  /**
   * @param backends Array of storage backends to use, in order of preference ; if first is available, use it, otherwise try the next one.
   */
  constructor(backends = [new COSBackend()]) {
    __publicField(this, "sb");
    for (const backend of backends) {
      if (backend.isSupported()) {
        this.sb = backend;
        return;
      }
    }
    throw new Error("No supported storage backend found");
  }
  /**
   * Convert a given URL into a storage key.
   *
   * Format: `${hashSHA1(fullURL)}_${fileName}`
   */
  async getNameFromURL(url) {
    return urlToFileName(url, "");
  }
  /**
   * @deprecated Use `download()` instead
   *
   * Write a new file to cache. This will overwrite existing file.
   *
   * @param name The file name returned by `getNameFromURL()` or `list()`
   */
  async write(name, stream, metadata) {
    await this.sb.write(name, stream);
    await this.writeMetadata(name, metadata);
  }
  async download(url, options = {}) {
    const fileKey = await urlToFileName(url, "");
    const sha256 = await getHFFileSHA256(url, options.headers ?? {});
    const hint = sha256 ? { sha256 } : void 0;
    const cachedSize = await this.sb.getSize(fileKey, hint);
    if (cachedSize !== -1) {
      const metadata2 = await this.readMetadata(fileKey);
      if (metadata2?.originalURL === url && metadata2.originalSize === cachedSize) {
        return;
      }
      const head = await fetch(url, {
        method: "HEAD",
        ...options.headers ? { headers: options.headers } : {}
      });
      const originalSize = parseInt(
        head.headers.get("content-length") ?? "0",
        10
      );
      const etag2 = (head.headers.get("etag") || "").replace(
        /[^A-Za-z0-9]/g,
        ""
      );
      if (originalSize > 0 && originalSize === cachedSize) {
        await this.writeMetadata(fileKey, {
          originalURL: url,
          originalSize,
          etag: etag2,
          sha256,
          ...options.metadataAdditional ?? {}
        });
        return;
      }
      await this.sb.delete(fileKey);
      await this.sb.delete(`${PREFIX_METADATA}${fileKey}`);
    }
    const response = await fetch(url, {
      ...options.headers ? { headers: options.headers } : {},
      ...options.signal ? { signal: options.signal } : {}
    });
    if (!response.ok || !response.body) {
      throw new Error(`Failed to fetch ${url}: HTTP ${response.status}`);
    }
    const contentLength = response.headers.get("content-length");
    const etag = (response.headers.get("etag") || "").replace(
      /[^A-Za-z0-9]/g,
      ""
    );
    const total = parseInt(contentLength ?? "0", 10);
    const progressCallback = options.progressCallback;
    let loaded = 0;
    let lastProgressAt = 0;
    const progressStream = new TransformStream({
      transform(chunk, controller) {
        loaded += chunk.byteLength;
        if (progressCallback) {
          const now = Date.now();
          if (now - lastProgressAt > 100) {
            lastProgressAt = now;
            progressCallback({ loaded, total });
          }
        }
        controller.enqueue(chunk);
      },
      flush() {
        progressCallback?.({ loaded, total: total || loaded });
      }
    });
    const metadata = {
      originalURL: url,
      originalSize: total,
      etag,
      ...options.metadataAdditional ?? {}
    };
    if (sha256) {
      metadata.sha256 = sha256;
    }
    await this.sb.write(
      fileKey,
      response.body.pipeThrough(progressStream),
      hint
    );
    await this.writeMetadata(fileKey, metadata);
  }
  /**
   * Open a file in cache for reading
   *
   * @param nameOrURL The file name returned by `getNameFromURL()` or `list()`, or the original URL of the remote file
   * @returns Blob, or null if file does not exist
   */
  async open(nameOrURL) {
    const hint1 = hintFromMetadata(await this.getMetadata(nameOrURL));
    const direct = await this.sb.read(nameOrURL, hint1);
    if (direct) return direct;
    const key = await urlToFileName(nameOrURL, "");
    const hint2 = hintFromMetadata(await this.getMetadata(key));
    return this.sb.read(key, hint2);
  }
  /**
   * Get the size of a file in stored cache
   *
   * NOTE: in case the download is stopped mid-way (i.e. user close browser tab), the file maybe corrupted, size maybe different from `metadata.originalSize`
   *
   * @param name The file name returned by `getNameFromURL()` or `list()`
   * @returns number of bytes, or -1 if file does not exist
   */
  async getSize(name) {
    const hint = hintFromMetadata(await this.getMetadata(name));
    return this.sb.getSize(name, hint);
  }
  /**
   * Get metadata of a cached file
   */
  async getMetadata(name) {
    const metadata = await this.readMetadata(name);
    if (metadata) return metadata;
    const cachedSize = await this.sb.getSize(name);
    return cachedSize > 0 ? (
      // files created by older version of wllama don't have metadata; polyfill it
      {
        etag: POLYFILL_ETAG,
        originalSize: cachedSize,
        originalURL: ""
      }
    ) : (
      // cached file not found
      null
    );
  }
  /**
   * Same as `getMetadata()`, but without polyfill. Returns null if the file has no metadata.
   */
  async readMetadata(name) {
    const blob = await this.sb.read(`${PREFIX_METADATA}${name}`);
    if (!blob) return null;
    try {
      return await new Response(blob).json();
    } catch (e) {
      return null;
    }
  }
  /**
   * List all files currently in cache
   */
  async list() {
    const all = await this.sb.list();
    const metadataMap = {};
    for (const { key } of all) {
      if (key.startsWith(PREFIX_METADATA)) {
        const blob = await this.sb.read(key);
        if (blob) {
          const meta = await new Response(blob).json().catch(() => null);
          metadataMap[key.slice(PREFIX_METADATA.length)] = meta;
        }
      }
    }
    const result = [];
    for (const { key, size } of all) {
      if (!key.startsWith(PREFIX_METADATA)) {
        result.push({
          name: key,
          size,
          metadata: metadataMap[key] || {
            originalSize: size,
            originalURL: "",
            etag: ""
          }
        });
      }
    }
    return result;
  }
  /**
   * Clear all files currently in cache
   */
  async clear() {
    await this.deleteMany(() => true);
  }
  /**
   * Delete a single file in cache
   *
   * @param nameOrURL Can be either an URL or a name returned by `getNameFromURL()` or `list()`
   */
  async delete(nameOrURL) {
    const name2 = await this.getNameFromURL(nameOrURL);
    await this.deleteMany(
      (entry) => entry.name === nameOrURL || entry.name === name2
    );
  }
  /**
   * Delete multiple files in cache.
   *
   * @param predicate A predicate like `array.filter(item => boolean)`
   */
  async deleteMany(predicate) {
    const list = await this.list();
    for (const item of list) {
      if (predicate(item)) {
        await this.sb.delete(item.name);
        await this.sb.delete(`${PREFIX_METADATA}${item.name}`);
      }
    }
  }
  /**
   * Write the metadata of the file to disk.
   */
  async writeMetadata(name, metadata) {
    const blob = new Blob([JSON.stringify(metadata)], { type: "text/plain" });
    await this.sb.write(`${PREFIX_METADATA}${name}`, blob.stream());
  }
};
var cache_manager_default = CacheManager;
async function urlToFileName(url, prefix) {
  const hashBuffer = await crypto.subtle.digest(
    "SHA-1",
    new TextEncoder().encode(url)
  );
  const hashArray = Array.from(new Uint8Array(hashBuffer));
  const hashHex = hashArray.map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${prefix}${hashHex}_${url.split("/").pop()}`;
}

// src/model-manager.ts
var DEFAULT_PARALLEL_DOWNLOADS = 3;
var ModelValidationStatus = /* @__PURE__ */ ((ModelValidationStatus2) => {
  ModelValidationStatus2["VALID"] = "valid";
  ModelValidationStatus2["INVALID"] = "invalid";
  ModelValidationStatus2["DELETED"] = "deleted";
  return ModelValidationStatus2;
})(ModelValidationStatus || {});
var Model = class {
  constructor(modelManager, url, mmprojUrl, savedFiles) {
    __publicField(this, "modelManager");
    /**
     * URL to the GGUF file (in case it contains multiple shards, the URL should point to the first shard)
     *
     * This URL will be used to identify the model in the cache. There can't be 2 models with the same URL.
     */
    __publicField(this, "url");
    /**
     * URL to mmproj file, if exists
     */
    __publicField(this, "mmprojUrl");
    /**
     * Size in bytes (total size of all shards).
     *
     * A value of -1 means the model is deleted from the cache. You must call `ModelManager.downloadModel` to re-download the model.
     */
    __publicField(this, "size");
    /**
     * List of all shards in the cache, sorted by original URL (ascending order)
     */
    __publicField(this, "files");
    this.modelManager = modelManager;
    this.url = url;
    this.mmprojUrl = mmprojUrl;
    if (savedFiles) {
      this.files = this.getAllFiles(savedFiles);
      this.size = sumArr(this.files.map((f) => f.metadata.originalSize));
    } else {
      this.files = [];
      this.size = 0;
    }
  }
  /**
   * Open and get a list of all shards as Blobs
   */
  async open() {
    if (this.size === -1) {
      throw new WllamaError(
        `Model is deleted from the cache; Call ModelManager.downloadModel to re-download the model`,
        "load_error"
      );
    }
    const blobs = [];
    for (const file of this.files) {
      const blob = await this.modelManager.cacheManager.open(file.name);
      if (!blob) {
        throw new Error(
          `Failed to open file ${file.name}; Hint: the model may be invalid, please refresh it`
        );
      }
      blobs.push(blob);
    }
    return blobs;
  }
  /**
   * Validate the model files.
   *
   * If the model is invalid, the model manager will not be able to use it. You must call `refresh` to re-download the model.
   *
   * Cases that model is invalid:
   * - The model is deleted from the cache
   * - The model files are missing (or the download is interrupted)
   */
  validate() {
    let nbShards = ModelManager.parseModelUrl(this.url).length;
    if (this.mmprojUrl) {
      nbShards += 1;
    }
    if (this.size === -1) {
      return "deleted" /* DELETED */;
    }
    if (this.size < 16 || this.files.length !== nbShards) {
      return "invalid" /* INVALID */;
    }
    for (const file of this.files) {
      if (!file.metadata || file.metadata.originalSize !== file.size) {
        return "invalid" /* INVALID */;
      }
    }
    return "valid" /* VALID */;
  }
  /**
   * In case the model is invalid, call this function to re-download the model
   */
  async refresh(options = {}) {
    const urls = ModelManager.parseModelUrl(this.url);
    if (this.mmprojUrl) {
      urls.push(this.mmprojUrl);
    }
    const works = urls.map((url, index) => ({
      url,
      index
    }));
    this.modelManager.logger.debug("Downloading model files:", urls);
    const nParallel = this.modelManager.params.parallelDownloads ?? DEFAULT_PARALLEL_DOWNLOADS;
    const totalSize = await this.getTotalDownloadSize(urls);
    const loadedSize = [];
    const worker = async () => {
      while (works.length > 0) {
        const w = works.shift();
        if (!w) break;
        await this.modelManager.cacheManager.download(w.url, {
          ...options,
          metadataAdditional: {
            originalURL: w.url,
            mmprojURL: this.mmprojUrl
          },
          progressCallback: ({ loaded }) => {
            loadedSize[w.index] = loaded;
            options.progressCallback?.({
              loaded: sumArr(loadedSize),
              total: totalSize
            });
          }
        });
      }
    };
    const promises = [];
    for (let i = 0; i < nParallel; i++) {
      promises.push(worker());
      loadedSize.push(0);
    }
    await Promise.all(promises);
    this.files = this.getAllFiles(await this.modelManager.cacheManager.list());
    this.size = this.files.reduce((acc, f) => acc + f.metadata.originalSize, 0);
  }
  /**
   * Remove the model from the cache
   */
  async remove() {
    this.files = this.getAllFiles(await this.modelManager.cacheManager.list());
    await this.modelManager.cacheManager.deleteMany(
      (f) => !!this.files.find((file) => file.name === f.name)
    );
    this.size = -1;
  }
  getAllFiles(savedFiles) {
    const allUrls = new Set(ModelManager.parseModelUrl(this.url));
    if (this.mmprojUrl) {
      allUrls.add(this.mmprojUrl);
    }
    const allFiles = [];
    for (const url of allUrls) {
      const file = savedFiles.find((f) => f.metadata.originalURL === url);
      if (!file) {
        throw new Error(`Model file not found: ${url}`);
      }
      allFiles.push(file);
    }
    allFiles.sort(
      (a, b) => a.metadata.originalURL.localeCompare(b.metadata.originalURL)
    );
    return allFiles;
  }
  async getTotalDownloadSize(urls) {
    const responses = await Promise.all(
      urls.map((url) => fetch(url, { method: "HEAD" }))
    );
    const sizes = responses.map(
      (res) => Number(res.headers.get("content-length") || "0")
    );
    return sumArr(sizes);
  }
};
var ModelManager = class _ModelManager {
  constructor(params = {}) {
    // The CacheManager singleton, can be accessed by user
    __publicField(this, "cacheManager");
    __publicField(this, "params");
    __publicField(this, "logger");
    this.cacheManager = params.cacheManager || new cache_manager_default();
    this.params = params;
    this.logger = params.logger || console;
  }
  /**
   * Parses a model URL and returns an array of URLs based on the following patterns:
   * - If the input URL is an array, it returns the array itself.
   * - If the input URL is a string in the `gguf-split` format, it returns an array containing the URL of each shard in ascending order.
   * - Otherwise, it returns an array containing the input URL as a single element array.
   * @param modelUrl URL or list of URLs
   */
  static parseModelUrl(modelUrl) {
    if (Array.isArray(modelUrl)) {
      return modelUrl;
    }
    const urlPartsRegex = /-(\d{5})-of-(\d{5})\.gguf(?:\?.*)?$/;
    const queryMatch = modelUrl.match(/\.gguf(\?.*)?$/);
    const queryParams = queryMatch?.[1] ?? "";
    const matches = modelUrl.match(urlPartsRegex);
    if (!matches) {
      return [modelUrl];
    }
    const baseURL = modelUrl.replace(urlPartsRegex, "");
    const total = matches[2];
    const paddedShardIds = Array.from(
      { length: Number(total) },
      (_, index) => (index + 1).toString().padStart(5, "0")
    );
    return paddedShardIds.map(
      (current) => `${baseURL}-${current}-of-${total}.gguf${queryParams}`
    );
  }
  /**
   * Get all models in the cache
   */
  async getModels(opts = {}) {
    const cachedFiles = await this.cacheManager.list();
    let models = [];
    for (const file of cachedFiles) {
      if (!file.metadata.originalURL) continue;
      const shards = _ModelManager.parseModelUrl(file.metadata.originalURL);
      const mmprojUrl = file.metadata.mmprojURL;
      const isFirstShard = shards.length === 1 || shards[0] === file.metadata.originalURL;
      if (isFirstShard) {
        models.push(
          new Model(this, file.metadata.originalURL, mmprojUrl, cachedFiles)
        );
      }
    }
    if (!opts.includeInvalid) {
      models = models.filter(
        (m) => m.validate() === "valid" /* VALID */
      );
    }
    return models;
  }
  /**
   * Download a model from the given URL.
   *
   * The URL must end with `.gguf`
   */
  async downloadModel(sourceOrURL, options = {}) {
    const source = isString(sourceOrURL) ? { url: sourceOrURL } : sourceOrURL;
    if (!isValidGgufFile(source.url)) {
      throw new WllamaError(
        `Invalid model URL: ${source.url}; URL must ends with ".gguf"`,
        "download_error"
      );
    }
    const model = new Model(this, source.url, source.mmprojUrl);
    const validity = model.validate();
    if (validity !== "valid" /* VALID */) {
      await model.refresh(options);
    }
    return model;
  }
  /**
   * Get a model from the cache or download it if it's not available.
   */
  async getModelOrDownload(source, options = {}) {
    const models = await this.getModels();
    const model = models.find((m) => m.url === source.url);
    if (model) {
      options.progressCallback?.({ loaded: model.size, total: model.size });
      return model;
    }
    return this.downloadModel(source, options);
  }
  /**
   * Remove all models from the cache
   */
  async clear() {
    await this.cacheManager.clear();
  }
};

// src/types/types.ts
var LogLevel = /* @__PURE__ */ ((LogLevel2) => {
  LogLevel2[LogLevel2["DEBUG"] = 1] = "DEBUG";
  LogLevel2[LogLevel2["INFO"] = 2] = "INFO";
  LogLevel2[LogLevel2["WARN"] = 3] = "WARN";
  LogLevel2[LogLevel2["ERROR"] = 4] = "ERROR";
  return LogLevel2;
})(LogLevel || {});

// src/wasm-from-cdn.ts
var WasmCompatFromCDN = {
  worker: "https://cdn.jsdelivr.net/npm/@wllama/wllama-compat@3.6.1/wasm/wllama.js",
  wasm: "https://cdn.jsdelivr.net/npm/@wllama/wllama-compat@3.6.1/wasm/wllama.wasm"
};

// src/wllama.ts
var LoggerWithoutDebug = {
  ...console,
  debug: () => {
  }
};
var WllamaError = class extends Error {
  constructor(message, type = "unknown_error") {
    super(message);
    __publicField(this, "type");
    this.type = type;
  }
};
var WllamaAbortError = class extends Error {
  constructor() {
    super("Operation aborted");
    __publicField(this, "name", "AbortError");
  }
};
var WllamaRuntimeError = class extends Error {
  constructor(message, stack) {
    super(message);
    __publicField(this, "name", "RuntimeError");
    __publicField(this, "stack");
    this.stack = stack;
  }
};
var Wllama = class {
  constructor(pathConfig, wllamaConfig = {}) {
    // The CacheManager and ModelManager are singleton, can be accessed by user
    __publicField(this, "cacheManager");
    __publicField(this, "modelManager");
    __publicField(this, "compat", null);
    __publicField(this, "proxy", null);
    __publicField(this, "config");
    __publicField(this, "pathConfig");
    __publicField(this, "useMultiThread", false);
    __publicField(this, "nbThreads", 1);
    __publicField(this, "useEmbeddings", false);
    __publicField(this, "useRerank", false);
    // available when loaded
    __publicField(this, "loadedContextInfo", null);
    __publicField(this, "seed");
    __publicField(this, "bosToken", -1);
    __publicField(this, "eosToken", -1);
    __publicField(this, "eotToken", -1);
    __publicField(this, "eogTokens", /* @__PURE__ */ new Set());
    __publicField(this, "addBosToken", false);
    __publicField(this, "addEosToken", false);
    __publicField(this, "mediaMarker");
    __publicField(this, "chatTemplate");
    __publicField(this, "metadata");
    __publicField(this, "hasEncoder", false);
    __publicField(this, "decoderStartToken", -1);
    // note: we overlay instead of using llama-server default_template_kwargs, because we cannot transfer complex data structure via GLUE
    // overlay allow mixed data type or nested structure for kwargs
    __publicField(this, "chatTemplateKwargs", {});
    checkEnvironmentCompatible();
    if (!pathConfig) throw new WllamaError("AssetsPathConfig is required");
    this.pathConfig = pathConfig;
    this.config = wllamaConfig;
    this.cacheManager = wllamaConfig.cacheManager ?? new cache_manager_default();
    this.modelManager = wllamaConfig.modelManager ?? new ModelManager({
      cacheManager: this.cacheManager,
      logger: wllamaConfig.logger ?? console,
      parallelDownloads: wllamaConfig.parallelDownloads,
      allowOffline: wllamaConfig.allowOffline
    });
    this.setCompat("default");
  }
  logger() {
    return this.config.logger ?? console;
  }
  checkModelLoaded() {
    if (!this.isModelLoaded()) {
      throw new WllamaError(
        "loadModel() is not yet called",
        "model_not_loaded"
      );
    }
  }
  /**
   * Get the libllama version string, e.g. "b6327-4d74393".
   *
   * @returns version string embedded at build time.
   */
  static getLibllamaVersion() {
    return LIBLLAMA_VERSION;
  }
  /**
   * Set compatibility options for Wllama.
   * @param compat Set to null to disable compatibility, or 'default' to use the default compat resources from CDN.
   * @param mode 'safari' by default; If set to 'firefox_safari', the compat mode will **also** be enabled on Firefox, which will significantly degrade the performance but allow using WebGPU on Firefox.
   */
  setCompat(compat, mode = "safari") {
    if (mode === "safari") {
      if (isFirefox()) {
        this.compat = null;
        return;
      }
    }
    this.compat = compat === "default" ? WasmCompatFromCDN : compat;
  }
  /**
   * Check if the model is loaded via `loadModel()`
   */
  isModelLoaded() {
    return !!this.proxy && !!this.metadata;
  }
  /**
   * Get token ID associated to BOS (begin of sentence) token.
   *
   * NOTE: This can only being used after `loadModel` is called.
   *
   * @returns -1 if the model is not loaded.
   */
  getBOS() {
    return this.bosToken;
  }
  /**
   * Get token ID associated to EOS (end of sentence) token.
   *
   * NOTE: This can only being used after `loadModel` is called.
   *
   * @returns -1 if the model is not loaded.
   */
  getEOS() {
    return this.eosToken;
  }
  /**
   * Get token ID associated to EOT (end of turn) token.
   *
   * NOTE: This can only being used after `loadModel` is called.
   *
   * @returns -1 if the model is not loaded.
   */
  getEOT() {
    return this.eotToken;
  }
  /**
   * Check if a given token is end-of-generation token (e.g. EOS, EOT, etc.)
   *
   * @param token the token ID to be checked
   * @returns true if the token is EOS, EOT, or any other end-of-generation tokens
   */
  isTokenEOG(token) {
    return token === this.eosToken || token === this.eotToken || this.eogTokens.has(token);
  }
  /**
   * Get token ID associated to token used by decoder, to start generating output sequence(only usable for encoder-decoder architecture). In other words, encoder uses normal BOS and decoder uses this token.
   *
   * NOTE: This can only being used after `loadModel` is called.
   *
   * @returns -1 if the model is not loaded.
   */
  getDecoderStartToken() {
    return this.decoderStartToken;
  }
  /**
   * Get model hyper-parameters and metadata
   *
   * NOTE: This can only being used after `loadModel` is called.
   *
   * @returns ModelMetadata
   */
  getModelMetadata() {
    this.checkModelLoaded();
    return this.metadata;
  }
  /**
   * Check if we're currently using multi-thread build.
   *
   * NOTE: This can only being used after `loadModel` is called.
   *
   * @returns true if multi-thread is used.
   */
  isMultithread() {
    this.checkModelLoaded();
    return this.useMultiThread;
  }
  /**
   * Get number of threads used in the current context.
   *
   * NOTE: This can only being used after `loadModel` is called.
   *
   * @returns number of threads
   */
  getNumThreads() {
    this.checkModelLoaded();
    return this.useMultiThread ? this.nbThreads : 1;
  }
  /**
   * Check if the current model uses encoder-decoder architecture
   *
   * NOTE: This can only being used after `loadModel` is called.
   *
   * @returns true if multi-thread is used.
   */
  isEncoderDecoderArchitecture() {
    this.checkModelLoaded();
    return this.hasEncoder;
  }
  /**
   * Must we add BOS token to the tokenized sequence?
   *
   * NOTE: This can only being used after `loadModel` is called.
   *
   * @returns true if BOS token must be added to the sequence
   */
  mustAddBosToken() {
    this.checkModelLoaded();
    return this.addBosToken;
  }
  /**
   * Must we add EOS token to the tokenized sequence?
   *
   * NOTE: This can only being used after `loadModel` is called.
   *
   * @returns true if EOS token must be added to the sequence
   */
  mustAddEosToken() {
    this.checkModelLoaded();
    return this.addEosToken;
  }
  /**
   * Get the jinja chat template comes with the model. It only available if the original model (before converting to gguf) has the template in `tokenizer_config.json`
   *
   * NOTE: This can only being used after `loadModel` is called.
   *
   * @returns the jinja template. null if there is no template in gguf
   */
  getChatTemplate() {
    this.checkModelLoaded();
    return this.chatTemplate ?? null;
  }
  /**
   * Check if WebGPU is supported by the current environment.
   * @returns true if WebGPU is supported
   */
  isSupportWebGPU() {
    return isSupportWebGPU();
  }
  /**
   * Load model from a given URL (or a list of URLs, in case the model is splitted into smaller files)
   * - If the model already been downloaded (via `downloadModel()`), then we will use the cached model
   * - Else, we download the model from internet
   * @param modelSourceOrURL
   * @param params
   */
  async loadModelFromUrl(modelSourceOrURL, params = {}) {
    const source = isString(modelSourceOrURL) ? { url: modelSourceOrURL } : modelSourceOrURL;
    const useCache = params.useCache ?? true;
    const model = useCache ? await this.modelManager.getModelOrDownload(source, params) : await this.modelManager.downloadModel(source, params);
    const blobs = await model.open();
    return await this.loadModel(blobs, params);
  }
  /**
   * Load model from a given Hugging Face model ID and file path.
   *
   * @param hfOptions
   * @param params
   */
  async loadModelFromHF(hfOptions, params = {}) {
    const source = await getHFModelSource(hfOptions);
    return await this.loadModelFromUrl(source, params);
  }
  /**
   * Load model from a given list of Blob.
   *
   * You can pass multiple buffers into the function (in case the model contains multiple shards).
   *
   * @param ggufBlobsOrModel Can be either list of Blobs (in case you use local file), or a Model object (in case you use ModelManager)
   * @param params LoadModelParams
   */
  async loadModel(ggufBlobsOrModel, params = {}) {
    const blobs = ggufBlobsOrModel instanceof Model ? await ggufBlobsOrModel.open() : [...ggufBlobsOrModel];
    if (blobs.some((b) => b.size === 0)) {
      throw new WllamaError(
        "Input model (or splits) must be non-empty Blob or File",
        "load_error"
      );
    }
    if (!this.pathConfig["default"]) {
      throw new WllamaError(
        '"default" is missing from pathConfig',
        "load_error"
      );
    }
    if (this.proxy) {
      throw new WllamaError("Module is already initialized", "load_error");
    }
    const supportMultiThread = await isSupportMultiThread();
    const hwConccurency = Math.floor((navigator.hardwareConcurrency || 1) / 2);
    const nbThreads = params.n_threads ?? hwConccurency;
    this.nbThreads = nbThreads;
    this.useMultiThread = supportMultiThread && nbThreads > 1;
    const workerResources = this.getWorkerResources();
    if (params.n_gpu_layers === 0) {
      workerResources.noWebGPU = true;
    }
    this.proxy = new ProxyToWorker(
      workerResources,
      this.useMultiThread ? nbThreads : 0,
      // 0 means disable pthread
      this.config.suppressNativeLog ?? false,
      this.logger()
    );
    let logLevel = params.log_level ?? 2 /* INFO */;
    if (this.config.suppressNativeLog) {
      logLevel = 9999;
    }
    const modelFiles = await prepareBlobs(blobs);
    await this.proxy.moduleInit(modelFiles.all);
    this.logger().debug("Calling wllamaStart...");
    const startResult = await this.proxy.wllamaStart();
    if (!startResult.success) {
      throw new WllamaError(
        `Error while calling start function, result = ${startResult}`
      );
    }
    this.logger().debug("Loading model...");
    const loadResult = await this.proxy.wllamaAction("load", {
      _name: "load_req",
      log_level: logLevel,
      // if async read is not supported, use mmap; refer to README-dev.md for more details
      use_mmap: !canUseAsyncFileRead(workerResources.compat),
      use_mlock: false,
      n_gpu_layers: params.n_gpu_layers ?? 99999,
      n_ctx: params.n_ctx ?? 1024,
      n_threads: this.useMultiThread ? nbThreads : 1,
      n_ctx_auto: false,
      // not supported for now
      mmproj_path: modelFiles.mmproj ? `/models/${MMPROJ_FILE_NAME}` : void 0,
      model_paths: modelFiles.llm.map((f) => `models/${f.name}`),
      embeddings: params.embeddings,
      offload_kqv: params.offload_kqv,
      n_batch: params.n_batch,
      n_ubatch: params.n_ubatch,
      pooling_type: params.pooling_type,
      rope_scaling_type: params.rope_scaling_type,
      rope_freq_base: params.rope_freq_base,
      rope_freq_scale: params.rope_freq_scale,
      yarn_ext_factor: params.yarn_ext_factor,
      yarn_attn_factor: params.yarn_attn_factor,
      yarn_beta_fast: params.yarn_beta_fast,
      yarn_beta_slow: params.yarn_beta_slow,
      yarn_orig_ctx: params.yarn_orig_ctx,
      cache_type_k: params.cache_type_k,
      cache_type_v: params.cache_type_v,
      // with unified KV, all sequences share one n_ctx cache, so each request can still use the full context
      n_parallel: params.n_parallel ?? 4,
      kv_unified: params.kv_unified ?? true,
      flash_attn: params.flash_attn,
      swa_full: params.swa_full,
      chat_template: params.chat_template,
      jinja: params.jinja,
      reasoning: params.reasoning,
      image_min_tokens: params.image_min_tokens,
      image_max_tokens: params.image_max_tokens,
      warmup: params.warmup,
      no_kv_offload: params.no_kv_offload,
      mmproj_offload: params.mmproj_offload,
      cont_batching: params.cont_batching,
      n_keep: params.n_keep,
      ctx_shift: params.ctx_shift,
      cache_idle_slots: params.cache_idle_slots,
      n_cache_reuse: params.n_cache_reuse,
      lora_paths: params.lora_adapters?.map((a) => a.path),
      lora_scales: params.lora_adapters?.map((a) => a.scale ?? 1),
      lora_init_without_apply: params.lora_init_without_apply,
      spec_draft_model: params.spec_draft_model,
      spec_draft_ngl: params.spec_draft_ngl,
      spec_draft_n_max: params.spec_draft_n_max,
      spec_draft_n_min: params.spec_draft_n_min,
      spec_draft_p_min: params.spec_draft_p_min,
      spec_draft_threads: params.spec_draft_threads,
      spec_draft_threads_batch: params.spec_draft_threads_batch,
      kv_overrides_keys: params.kv_overrides ? Object.keys(params.kv_overrides) : void 0,
      kv_overrides_vals: params.kv_overrides ? Object.values(params.kv_overrides) : void 0,
      reasoning_budget_tokens: params.reasoning_budget_tokens,
      reasoning_budget_message: params.reasoning_budget_message,
      reasoning_format: params.reasoning_format,
      skip_chat_parsing: params.skip_chat_parsing,
      prefill_assistant: params.prefill_assistant
    });
    const loadedCtxInfo = {
      ...loadResult,
      metadata: {}
    };
    for (let i = 0; i < loadResult.metadata_key.length; i++) {
      loadedCtxInfo.metadata[loadResult.metadata_key[i]] = loadResult.metadata_val[i];
    }
    this.seed = params.seed;
    this.bosToken = loadedCtxInfo.token_bos;
    this.eosToken = loadedCtxInfo.token_eos;
    this.eotToken = loadedCtxInfo.token_eot;
    this.useEmbeddings = !!params.embeddings;
    this.useRerank = params.pooling_type == "rank";
    this.metadata = {
      hparams: {
        nVocab: loadedCtxInfo.n_vocab,
        nCtxTrain: loadedCtxInfo.n_ctx_train,
        nEmbd: loadedCtxInfo.n_embd,
        nLayer: loadedCtxInfo.n_layer
      },
      meta: loadedCtxInfo.metadata
    };
    this.hasEncoder = !!loadedCtxInfo.has_encoder;
    this.decoderStartToken = loadedCtxInfo.token_decoder_start;
    this.addBosToken = loadedCtxInfo.add_bos_token;
    this.addEosToken = loadedCtxInfo.add_eos_token;
    this.chatTemplate = loadedCtxInfo.metadata["tokenizer.chat_template"];
    this.loadedContextInfo = loadedCtxInfo;
    this.eogTokens = new Set(loadedCtxInfo.list_tokens_eog);
    this.mediaMarker = loadedCtxInfo.media_marker;
    this.chatTemplateKwargs = params.default_template_kwargs ?? {};
    this.logger().debug({ loadedCtxInfo });
  }
  getLoadedContextInfo() {
    this.checkModelLoaded();
    if (!this.loadedContextInfo) {
      throw new WllamaError("Loaded context info is not available");
    }
    return { ...this.loadedContextInfo };
  }
  //////////////////////////////////////////////
  // High level API
  /**
   * Calculate embedding vector for a given text.
   * By default, BOS and EOS tokens will be added automatically. You can use the "skipBOS" and "skipEOS" option to disable it.
   * @param options OAI-compatible embedding creation options
   * @returns OAI-compatible embedding response
   */
  async createEmbedding(options) {
    this.checkModelLoaded();
    if (!this.useEmbeddings) {
      throw new WllamaError(
        "Embeddings is not enabled. Please set it via LoadModelParams.embeddings"
      );
    }
    const result = await this.proxy.wllamaAction(
      "embedding",
      {
        _name: "embd_req",
        data_json: JSON.stringify(options),
        files: []
        // TODO: support file input
      }
    );
    if (!result.success) {
      throw new WllamaError(
        "Model failed to start inference",
        "inference_error"
      );
    }
    return await this.getResponse(options, false, result.req_id);
  }
  /**
   * Rerank a list of documents against a query.
   * Requires the model to be loaded with embeddings: true and pooling_type: 'rank'.
   * @param options Reranking options (query, documents, top_n)
   * @returns Reranking response with relevance scores sorted highest first
   */
  async createRerank(options) {
    this.checkModelLoaded();
    if (!this.useEmbeddings || !this.useRerank) {
      throw new WllamaError(
        "Rerank is not enabled. Please set it via LoadModelParams: embeddings = true and pooling_type = rank"
      );
    }
    const top_n = options.top_n ?? options.documents.length;
    let totalTokens = 0;
    const rawResults = [];
    for (let i = 0; i < options.documents.length; i++) {
      const result = await this.proxy.wllamaAction("rerank", {
        _name: "rrnk_req",
        data_json: JSON.stringify({
          query: options.query,
          document: options.documents[i]
        })
      });
      if (!result.success) {
        throw new WllamaError(
          "Model failed to start reranking",
          "inference_error"
        );
      }
      const { score, tokens_evaluated } = await this.getRerankResult(
        result.req_id
      );
      totalTokens += tokens_evaluated;
      rawResults.push({ index: i, score });
    }
    rawResults.sort((a, b) => b.score - a.score);
    return {
      model: this.getModelMetadata().meta["general.name"] ?? "",
      object: "list",
      usage: { prompt_tokens: totalTokens, total_tokens: totalTokens },
      results: rawResults.slice(0, top_n).map(({ index, score }) => ({
        index,
        relevance_score: score
      }))
    };
  }
  async createChatCompletion(options) {
    if (Object.keys(this.chatTemplateKwargs).length > 0) {
      options = {
        ...options,
        chat_template_kwargs: {
          ...this.chatTemplateKwargs,
          ...options.chat_template_kwargs ?? {}
        }
      };
    }
    if (options.stream && options.onData) {
      await this.createCompletionImpl(options);
    } else if (options.stream) {
      return await this.createCompletionGenerator(options);
    } else {
      return await this.createCompletionImpl({ ...options, stream: false });
    }
  }
  async createCompletion(options) {
    if (options.stream && options.onData) {
      await this.createCompletionImpl(options);
    } else if (options.stream) {
      return await this.createCompletionGenerator(options);
    } else {
      return await this.createCompletionImpl({ ...options, stream: false });
    }
  }
  /**
   * Private implementation of createCompletion
   */
  async createCompletionImpl(options) {
    this.checkModelLoaded();
    const isStream = !!options.stream;
    const isChat = !!options.messages;
    const customOpt = {};
    if (this.seed !== void 0) {
      customOpt.seed = this.seed;
    }
    let files = [];
    if (isChat) {
      const tmp = this.prepareMultimodalInput(
        options
      );
      options = tmp.params;
      files = tmp.files;
    }
    const result = await this.proxy.wllamaAction(
      "completion",
      {
        _name: "cmpl_req",
        is_chat: isChat,
        data_json: JSON.stringify({ ...options, ...customOpt }),
        files: files.map((f) => new Uint8Array(f))
      }
    );
    if (!result.success) {
      throw new WllamaError(
        "Model failed to start inference",
        "inference_error"
      );
    }
    return await this.getResponse(
      options,
      isStream,
      result.req_id
    );
  }
  /**
   * Same with `createCompletion`, but returns an async iterator instead.
   * Only called when stream=true and no onData is provided.
   */
  createCompletionGenerator(options) {
    return new Promise((resolve) => {
      const createGenerator = cbToAsyncIter(
        (callback) => {
          this.createCompletionImpl({
            ...options,
            onData: (chunk) => callback(chunk)
          }).then(() => callback(void 0, true)).catch((err) => callback(void 0, false, err));
        }
      );
      resolve(createGenerator());
    });
  }
  /**
   * Whether the currently loaded model supports a specific input modality (e.g. image or audio).
   * @param modality
   * @returns
   */
  supportInputModality(modality) {
    this.checkModelLoaded();
    if (modality === "image") {
      return !!this.loadedContextInfo.has_image_input;
    } else if (modality === "audio") {
      return !!this.loadedContextInfo.has_audio_input;
    } else {
      throw new WllamaError(
        "Unsupported modality: " + modality,
        "unknown_error"
      );
    }
  }
  /**
   * Unload the model and free all memory.
   *
   * Note: This function will NOT crash if model is not yet loaded
   */
  async exit() {
    await this.proxy?.wllamaExit();
    this.proxy = null;
  }
  /**
   * [FOR DEBUGGING ONLY] Run ggml backend ops tests without loading any model.
   *
   * Initializes the wasm runtime, executes `test-backend-ops` with the given args, then shuts down.
   *
   * For more info, please refer to guides/debug.md
   *
   * @param args Arguments forwarded to test-backend-ops (e.g. ["-o", "ADD"])
   * @returns retcode (0 = all tests passed) and success flag
   */
  async testBackendOps(args = []) {
    if (!this.pathConfig["default"]) {
      throw new WllamaError(
        '"default" is missing from pathConfig',
        "load_error"
      );
    }
    if (!await isSupportMultiThread()) {
      throw new WllamaError(
        "Multi-threading is required to run backend ops tests, but it is not supported in the current environment."
      );
    }
    const tmpProxy = new ProxyToWorker(
      this.getWorkerResources(),
      0,
      // single-thread; no model needed
      this.config.suppressNativeLog ?? false,
      this.logger()
    );
    try {
      await tmpProxy.moduleInit([]);
      const startResult = await tmpProxy.wllamaStart();
      if (!startResult.success) {
        throw new WllamaError(
          `Error while calling start function, result = ${startResult}`
        );
      }
      const result = await tmpProxy.wllamaAction(
        "test_backend_ops",
        { _name: "tbop_req", args: ["test-backend-ops", ...args] }
      );
      return { retcode: result.retcode, success: result.success };
    } finally {
      await tmpProxy.wllamaExit();
    }
  }
  //////////////////////////////////////////////
  // Low level API
  // TODO: add back
  /**
   * get debug info
   */
  async _getDebugInfo() {
    this.checkModelLoaded();
    return await this.proxy.wllamaDebug();
  }
  //////////////////////////////////////////////
  // Utils
  jsonDecode(data_json) {
    try {
      return JSON.parse(data_json);
    } catch (e) {
      this.logger().error("Failed to parse JSON:", data_json);
      throw new WllamaError("Failed to parse model output", "inference_error");
    }
  }
  prepareMultimodalInput(params) {
    const msg = params.messages;
    const msgNew = [];
    const files = [];
    for (const m of msg) {
      if (Array.isArray(m.content)) {
        const newContent = [];
        for (const c of m.content) {
          if (c.type === "text") {
            newContent.push(c);
          } else {
            if (!this.mediaMarker) {
              throw new WllamaError(
                "Media marker is undefined",
                "inference_error"
              );
            }
            files.push(c.data);
            newContent.push({
              type: "text",
              text: this.mediaMarker
            });
          }
        }
        msgNew.push({
          ...m,
          content: newContent
        });
      } else {
        msgNew.push(m);
      }
    }
    return {
      params: {
        ...params,
        messages: msgNew
      },
      files
    };
  }
  // release the slot occupied by the request; cancelling an already-finished request is a no-op
  async cancelRequest(reqId) {
    try {
      await this.proxy.wllamaAction("cancel", {
        _name: "cncl_req",
        req_id: reqId
      });
    } catch (e) {
      this.logger().warn("Failed to cancel request", reqId, e);
    }
  }
  async getRerankResult(reqId) {
    let completed = false;
    try {
      while (true) {
        const chunk = await this.proxy.wllamaAction(
          "get_result",
          { _name: "gres_req", req_id: reqId }
        );
        const jsonString = chunk.data_json;
        if (jsonString && jsonString.length > 0) {
          if (chunk.is_error) {
            const jsonData = this.jsonDecode(jsonString);
            throw new WllamaError(
              jsonData.message || "Unknown reranking error",
              "inference_error"
            );
          }
          completed = true;
          return this.jsonDecode(jsonString);
        }
        if (!chunk.has_more) {
          completed = true;
          break;
        }
      }
      throw new WllamaError("No reranking result received", "inference_error");
    } finally {
      if (!completed) {
        await this.cancelRequest(reqId);
      }
    }
  }
  async getResponse(options, isStream, reqId) {
    let finalResult = null;
    let completed = false;
    try {
      while (true) {
        if (options.abortSignal?.aborted) {
          throw new WllamaAbortError();
        }
        const result_chunk = await this.proxy.wllamaAction(
          "get_result",
          {
            _name: "gres_req",
            req_id: reqId
          }
        );
        const jsonString = result_chunk.data_json;
        if (!jsonString || jsonString.length === 0) {
          if (!result_chunk.has_more) {
            completed = true;
            break;
          } else {
            continue;
          }
        }
        if (jsonString == "null") {
          continue;
        }
        let jsonData = this.jsonDecode(jsonString);
        finalResult = jsonData;
        if (result_chunk.is_error) {
          this.logger().error("Model returned an error:", jsonData);
          throw new WllamaError(
            jsonData.message || "Unknown inference error",
            "inference_error"
          );
        }
        if (isStream) {
          if (!Array.isArray(jsonData)) {
            jsonData = [jsonData];
          }
          for (const chunk of jsonData) {
            options.onData?.(chunk);
            finalResult = chunk;
          }
        }
        if (!result_chunk.has_more) {
          completed = true;
          break;
        }
      }
    } finally {
      if (!completed) {
        await this.cancelRequest(reqId);
      }
    }
    return finalResult;
  }
  getWorkerResources() {
    const workerResources = {
      wasmPath: absoluteUrl(this.pathConfig["default"]),
      compat: false
    };
    if (needCompat()) {
      if (!this.compat) {
        this.logger().warn(
          "Not using compat mode" + (isFirefox() ? " (expected on Firefox - WebGPU will be disabled)" : "")
        );
      } else {
        const isUsingDefault = this.compat.worker === WasmCompatFromCDN.worker && this.compat.wasm === WasmCompatFromCDN.wasm;
        if (isUsingDefault) {
          this.logger().warn(
            "Compatibility mode is activated, using resources from CDN. To use local resources, please refer to @wllama/wllama-compat package."
          );
          this.logger().warn(
            "IMPORTANT: Performance will be significantly degraded in compatibility mode."
          );
        }
        workerResources.wasmPath = absoluteUrl(this.compat.wasm);
        workerResources.jsPath = this.compat.worker;
        workerResources.compat = true;
      }
    }
    if (isFirefox()) {
      if (workerResources.compat) {
        this.logger().warn(
          'Using compat mode on Firefox, performance will be significantly degraded; Consider enabling "javascript.options.wasm_js_promise_integration" in "about:config".'
        );
      } else if (!isSupportJSPI()) {
        this.logger().warn(
          'WebGPU is disabled on Firefox due to missing JSPI support. Please consider enabling compat mode, or enabling "javascript.options.wasm_js_promise_integration" in "about:config".'
        );
      }
    }
    return workerResources;
  }
};
export {
  CacheManager,
  LogLevel,
  LoggerWithoutDebug,
  Model,
  ModelManager,
  ModelValidationStatus,
  POLYFILL_ETAG,
  Wllama,
  WllamaAbortError,
  WllamaError,
  WllamaRuntimeError,
  getHFFileSHA256,
  getHFModelSource,
  isValidGgufFile
};
