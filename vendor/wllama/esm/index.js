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
  "default": "H4sIAAAAAAAAA+S9e6wlyXkfRoDcl7jkLve9JHfJXZJL7ix3du65d2buOZwd7mv2wZ19P8Qlr1Ws0119Tu/t1/TjnHuX5DUTWbYiKYwly7KelCBZUhw7shUkFpCXEzhR4CTOA0giG0LgwEn+SRDDAQIhgYNF8H1V1V3PPn3OvcMdRcAAc25VdVV1dT2++r7f9/s+/6EPfej/+PSHPvThWz/0obtZWgVlXNQsI9MmTuo4I1HJ2OfygpW0zsu90ZmMLfdGu01WxbOMhXujM0mezfZG4x+ZzdKE0Gle1i8mSUpmJS3mJMizmh3Uk0kw3RvtYpGaZVVentobBXujM8GcQqVBnlW1SIqzem80lolNktCUkjQPWUKmtGKTSVAyWjNRz95o9/Lll8ibL5MXXnr1snzqIV5VVYeTSZzFdUyT+D1WkiSu6gu8w9Dv06dPXzQe4a1/JsjTNM/Iu1WeTSZHyl97o9290fhGrPn06dMfJSQ4oKSel/nyHv6bJkkeQAfZQcCKOs6zO3gGjGSX+DE+XmFI4rRITld1GWczEuVlSuu90a5jYE6fPr03GpPxaHt8OkjiQgxKktOQlZMJ/C8GpYIKoERQHzy0NxovHR8Evm9IsrxMnR9mSArUChWQ+rBgro/3jBi4gs1IQcsKuimn0iPQRzNb+RhtJdenLA3S4ik+EZJ8RuKsZmVGE9lxSEvYgiXeOcWH7hXRHpSnYdh1IMln6ksOrY9/whmrSZkvq3eyJJ+nNMsmE5gohE5jstgmWyNyZjKZ0ioOcAJd6IrB9JtMaFWxsiZxtqBlTGH8dqd5nigjcAu2U7JqTgtGtsPXrHHD1cpnQVyzEocGpyhvl0+uC/xFRP/ViT8+r8xwsqBJA8vMTLJn5fgj7KCI7sXu8fkU5eWSliFhBwXNwo/zjucFw0m+x9/rjLqk5eyFUdxnhxe6jYX3cRcm2f6Cd1vZdeJMrlgxWD/mneNJXlKSbjbN229wE6ZDzTfjr7RJSErrXf4u84KWNK0mk4ywdBqSOaMh2df3SX1p3ML3BJaFJKB1MP9YWyuMVF+1i75qn8Flj8Ow+Z774oDvFCU5rc3vg4n6Z+GjVbAybWqmT+RReDf+HVc4rvGsyZsKlxIfjIrVJKOw+v3Tvaaz9aY6DkDftnMoXh7rlJvV44/vnZ3SaTzJ2Nbuma0zZ/bOhlYba3fDWEzXV3WZsOx2PjNmDayjkiWMVkxLo8GVJi6NwdwJP05IeJjRNA5IQKv6E/yRKZvFGZ9i/FMsYrYk2+GWNcNgcvVNrae0M1E/Et0HbVeGv/34oZ4vWRU0YPx0PWP1rczrvq5x2aMKaMJu58dqyUhFU0ZwcHac74qz1l/nR+WCD2j9kSCvImX4RuH73t0mirKND9RrLQVeMooykhfKEQ+JZxyvf2Sl8a9Jzp05v/OY9QmiqG/0zyszpcnqOGnlhyNPDm9s5P0ucVaQvKlJHFa8qGzqaccjrlfp0vhLaOene79ekNkV2veaH6niLBor+yw03f6BjXZbsN3sw2p2yIIYv4KexF/W08H9VR28bCz6rKZxVq0pXcjfT+LhdBwJ7hPaPgh3DZQO5+WDqwXn071To8iNaXHu3Th7l04mUZMFhJazip99vJx9/ZGPvdGzxZWsYLyPPQdQexx357JDGjgoQGZsKta7ZT+rfT1sepPv9pXekYOJZO147bPfX+RxKI9TQmq4A01pQrOAERrVrCRxBvKv43ztHlHPV1FHlocM74MXoIFTF08pNz5/kfGt2E0+WVC4+KI2RO15330kfsKNn/COQbBggXPH17/FbVggY0tRiGyF/IjJpoc1qz7RrgO5NgbL5F3aQ/DV7iZvZcs4C8nTNEleZWWVZzSJ68N/4H2DK3gSivsVPbSmo+NgaK/Qs6uY0C4D4z50hzmUIDJfX+ZNFka32SLltze8mKkDH7KqLvPDvdFuX2Uhq2mcTCb4EIGvf69Do5KihuC0c+LtnZ3unQ0dN603Z1jlYcGEFkT/273xYZk5zcKElQ8pSSE/zccfSfJZ9P945wWt60w7+OKsaGpMJvuLa0JCGZKCtxLXknzEscKOXEtsbzS+IS7KOKujn16hj7IXk7mnn9jKGH85pSQsSZTQgMBNARRAAQ3m0GUla1rBBDroO5iahJ3sNUpZtUv1SnoCWidD4+T9ulz5UJc0q4q8Yj+x4S7QZa1Y/N461CPVOgVGoXKv2Akvrr/pq9X7xV9ctHBc4/RUhun31AN6wYI6Ly90E4GPASG0AhGDLON6Tqr4PeY7rtuHBkwn9cheXUzIWa/aYhnLqqZkJMibrHbJZobmyBDYuK6hTCuclcyhWAWxr9kerb9ALB2VzP9p8RL8nAjytKBluwCrOS1ZSIq6vNAVc9S+VmFXgyQv9kbjlwfOuIFX/Cd7thla52kcrNL7bjuuiiDw9gm6189YzbLFbfA5LmoL7pEerYUpOd0YiU3ef7tPc/YB3PAHnBCumzqfdcYmyUdXXCBmtEarAyym7rnasSW0x1e1xpYQZ8oVDLaELqH7JdbjA1U9jQlo07fOidMI/hbjj8pmWufx+y6lpGkR0maQa9mo+1xB4/KCumROfeAF/RYtroYGS9IF/W5XlvRw+CrlZ04Vz9I8FgcQDDQZhZ/iynwa7INqetpEEVzRKjLPq/qzYhfhex/+r58lylG2Jaqd0rKMWfmwuqXENUsNSQuSeF3/8mrlM8lLQksxhvjmDltBl2nYFB5y2RK0bfqVnj0MVU5r3qMfVuqjJcuorsXCJP7y9/fsVnujsTBC0Kr+j1Qtdclm7ACsEcHcdy5D58hmamqlODY0oDTvECbTrK4mE+wbSKMzsc1oy33qXO73uGYizHx9kFgW6pNQ3uiDOa1JWs26wZYpvPy/Y8ul14Lu1trF9ZPu8z1zkxVCh3WPc2/YG40fVUdCHrBHdqKYjZrUACre9mIL2XeZH4hrVMCMEaTFHQ7bztY2jjnLgjxkio1aGqa6TNGPU2hrz/ipfLfWnpCfK1afgu3yxbeVS7SYD+1+0Cn11rt0y99noaI632cZ7qlFQtN8JCZNe9ws8oBO1WX/vvKpWFHFCfwW4o5xf6pqWta+THhbT5aw9nqrZVcaBpo2T34wz2N/Lqgr6xiwCr4S1N+zLNcVHNjROlcAAKf0ZftItxxJkM8WCR4RZhp/RtiVUZ1KdsKnNKNn+9szweKUzhiJQKDvvtVLfZYpMYqrjteCzcTx+rHZrIlIBEq4fXb4wgBzKhQxTzBI0+8Pr646mEieMZJHsqfO65w2Rdc8RghZllTXxi5LWsDxXV7oVg8voehjBxTiR0TJqiapK6O1q3US3UhINZ+xOtjWN0yUbPULgrwHdWP3W4MNxUs8fUHGUIcuruqS0XTaREQuDqukA820zlNr9NFtzHa1tnrQ13pqbFqi44pUy16j1Mh+omRB2fcIF0brOGWkqe5UERwIM5jHWX1fk8V49ARFjROkIsrJeaidhfn0XRbUcCQK68VmUtWQ2/tYv7tjl6Bh2DmERtljuapqWrOUZfVkwg5Y0NSwg4k8IWepVp6vi6ySxhULO6CanbKm+GvpvHQ11waGqVd0o9KcVnNS02nCLnQp8poa5qRkUOJCXTbsotN498WefTWl5b60Lr/YU46fpcPPiC+YwlUMGqiM6d/yJnFRS5pbOowDmca00uEfWyEvCTqs9j63IKPwhoTbRZ4Vpw+rKQnZAo59mEFVkcQ1wZmiS77GjRQtaHuj8addQjlWFL/HHtS+atikBb/yK+9zFyFFPS8BfgGAoAPSZEke7F+syzgly3lcM4kDWWc+PD3EKJOwA1Za6t0ZE9KswBw1U7QmcXNcVGyPSJ2TqNg6d4fZc+j3jQS2kTra/ppmw+eQwIKRiMIBXLUyYuBUSehDdCNHTNHwCW04i6aa48APv+X71Vj9lh0SV0t6TZhujmXeuRWlMJSwFnifukVcnzMhOn6hZzl3l+7eG5e8fN60kLeUr3aDyoWZyQRBvjDA8tM1WXylYbjvd6XFR9sT+4LEu4CmLqi7nRuvIZNJdz9cZ6FkblDD/pKWM9CqcHTDmkeZX7d+p7ZbhGyBF8THe1DB33l8lXr4nHdV9Eprn6lYuWAlqWm1P5kcKX/xDzj2SedLFs/mDmBJ+5JfcENrjEO50YYCt2HP/quVqWAzam2LAn/TGXO9+7W4MDzFl3tNZzOQM5QB5R8Z5gGc6Nbx1A3cPyPf+MbLo21NR8BmcgmMzvEWcNDrPE8qEJ3wTlNdev3FrS3lo7z+4stv1NuEjLZG6uR6IXj5jW2ytcWF2JLGdfVCcOkSJI4Flj4vIeXSpTeeIvwfVLVNzvH7zQtvjMnLb5wn8D+Uml56+cXtz5MzQfIClNoBLesLW+etWYXF37hMLl16hr7+4pvk9RffPEO24SRa8/iJYWef0yxjIFEWBHZm+KZZCDAlkcNtsmYqlPfrIy1x9vwQ+x5u3/rsE8fP/oLbh0lYLXYU34w8LUCpIVwd+G9ewWfFuSWLVodZMC9z0IOoKsmSJc0fDDIk4th8gGZEe7N6Ia3TUIH+5fl+U3Btz5rzINPt8TQkGTuo+d9RCXBUwJ3i6jPN80bXujaUgmoVsAGdckiQcZo2KAnr3//jeBQiWgR24C3jjIkrz/liWEmrJkV8tiXRbwvxE75unzDdCsl7o/GDtv4V5m9Jl63UOBNTymvzXdDkQneTUifMoKuV/P2/DZEfcfRYWXIvqLUekBYqCxiw25nV1jtzNwIioBGtyJeRAJ6RME4rF0IpwH33fMhYUTG2TxY7pMrLGjd4qaLxgxB+Qj0rqmDO+AayYGUNcwB9njZDnKyzGB+Thx5MwVYUO3Kk8un4sDBIlPlS3muarKJRZ5t4t2DgJjR+ZvPbRhXIjfWnvTu5uC7oknlZeeVfHSzaDlN7tHdP+Kb/Zc/lpWRXJLhs+PXldJ9HDEkT42TiW0mVRzVJ6QHevbh2N4oT7gvzWdvMAF3EKYqHyJfEfKsoyErcRtTNTpF6agU2IWMzLoP1Cp9/w96zFnHttBlZJnoTt2Taeewq+r8jinmyCyQvag0a/gU9azI5MsvCV/ieA51bsjRfeE/mE8bjvj9kLfHFus7WqzzR7r3YlaxJksLcewfVmFfcFFJvvie1xbEXdUnqV/nxvqQLLi8UQcqP+aqVEZZ04RNdlMkl9TOnVREkZKjP7IQHTfCA4i/1rHxUNa219C/HFWFXms77EE/AOItyFxDClymuLvcILEEVo2GMZXXFFx6XNGqazW9p3cTypi4aoTkJikPuDxQkNC1O9Vw2L1xo1zt8qb9jL26hJ/kg1Rl2qXa8/5pwGi5ZkVDA0ydDkAnHmLcDj97Otr89ckN5HuCTqpmCNaZ1WuF/8p3pCf3GMpkUJVNRcuKC0T1oduJNTToWI1Wbf68p4d+iWQ7i8MdPHFQ78FquLBTb40R3st7E4+Ne3U6O1g7+XQIVNNeZfA33ifVvcZqKhzZ1Ll9F/R3kSQJ2l6JkqMAJ+TVNHGahpeaQBwHNDpdzVjI0WLODuqTBpr4wX99waA3zuC1a/OeDzzVbrGwtMyRlVUVnbKCfAgqp/Eg2q8SBJZtpGfkOPWNJo0DLtsM7lZtGhCr0Jd1nP99necfLwwCHqc0+hHFxUdbUVClxytBp6Gp2kG5aJSSpknxJClrPLWW8BTb9GLqvyQ92MxGWkChO2I8QIn/er0ABHYC76+AYjD6cN+KCPksalJmVcd8JJRBDtW/WOWnqaNdlMv0T9fpWs7RIAFsZxiWsPFoUySF35m9fSStojKe6emcsg6Uj8CQeZGaO85gm1gBe5aLjI8ettZ2IEV0X9LfumhGWpHj7Y9zFsWTIKfKZp/iV/PUmAecU5S8+ES4pH7UiUZmn8ruu0/gnhTq8SvIaMBPoc84b+HBBw68fy7zG92jRCX36vmM706ATS7WksIrAD87wgeWa+dUQzl+L0xmqK+B1Kq6tVNA/za65I6h5dhqvQXuCV0toMst5QgEdrw8TdcN04U87W6MgDtFtqmAlkb9LNrs+WpZxzc5LzL4gCak6jYYnh490H66pZNGa80S13AggKyhzdJuC6Idt8X5C+EtKE8Lapoif1GUB/bWH7UftfubfgdqOiLvx3mjXOuAA/T6H1eox/hjbdJ9OZGHrRD7Wnp+ElZJeRTe5gwBU/xkHGEpYNaJ6UkYVKGubxAf2+T6nFCQC6p253Yf/vL0AKrowlO06eVTVmkpk/tsWQLlkWci4eY9lm0qmHxMwuyhI8or9nMMa08H31/Dh0B/q7ATiBlXQUl7cvRnC0PJvOLokhmLGcX4Du6Q/1C38WUnTFI2I8WzGTJPooEKiq/++ebRIRRaowbe9urGnE447kl8Q/Tv03V/VgBwvm5CEVZXYpZTL/fi1rjNVHDyZzF7Nkzg4FC+4CZL5i8a2CXp0cyNFkJyQI8RNH+VEwM/CrYtr7zY2eODzJiq+U0HdowoJaDlf0AQqZoblszN6FofI0NRKylw1MVRNo2u+3je1FfrfuhBjvFmfsxJv11ARO/y7XL+GGJTXSeP9BNFM5YLBtxLyTJWinYer4aorJXcBQI0iKumiqGLCeR/kQjSO8kG9zwXtRy0/GJxvCpOSob7/bXv/BZiZvJA4XT+5OZDVthtQh++X1eI34CYD9HA6cmfw2f4vnBcl9ZZT5mlR///ytvQpp/GWj8s8GC05pAUvFNb9uc3tvT9rpWD4tErxCv3neMNiR7cESa/85jgN+CtrFpTZCtj+Oh5o7SI6q2hgxVXlWcMGA9c+jm8Xm6Z92shXbS0xe6PxV8TeW7KqyDO4SlUcnWYizjroE/YFXvUsQiD4VQf0rGUegEp9MjlyZ2iQqW7T47BvEuTFISr2AWdlJPEnXzORC/BhK/gBaFtJa9Nvx9cH8WF+SmuS14zVMPAXXVAI8QFJ9lHFleRmibwEHSHHrnEbLN5icVO6s929orisZOoneSpuUWVHAAoGL741hvECt4EHtH2uZDOsCoeVhmHJqupZrQTehqes8hAbdZu9CU7TfaWgEQ76dV4mgoTR8q0oLxkF3wixfrwG/nVuSnvaF9F8yTcnypO/L1qCtO3oZ6UoC1zkodVBEILyKY0pTi6mwNjMdLdotzLxRgKV19H2f3cyUuWJYaHWKeaVNh8BDKXQOfANGlEWRhpfg9dXAICIzhpbFdo+kdvNnSHU+6qRyDxUdDuQ71AxrUW7apX8SPGJiyDAcCjGPonDg8pt89fMWPaE/Zav9vYEterXJVNXA6ogczMvwA2/n9B2OhDauGTGDorbVRcBodt1ulfOWH2PKx02dIfeiu8n0NRn0ZicgYrAzVHWB6ummfC6efbYjHFkvHN26yr4lHdm2mE+5R8lBB+p4joKxBX53TzODHum11VvXX3y5+QxjwYyBfGsGMwuaFzM9gj22quIT2agRcEFD/x27ntNnypWDNiHk3w2cWPpIxAQ8HTVkFJq8vhsL2ddylIyP5yWseE7/lVxyRFIIjG35XXOSHZgwucDto8rJOWo88H7R2AzyDzpawins3vz0K+sX1COOi6yIAkrwNFRuSikSlNS4+KpioX0AuMvux3XLEeWQVDNLxmQVW7YjZEZBuSmWLpr3GsUzFoi0n3p+0aLiqCzBp5N1VBRc53ld+9MoAwmkyP5UwVMVzUrbpL3ZME1G6ejIE9+VNtVwRDVymlVUxR5WbPQdBXAUitUFW/ZzgWyWtXHoNcLzAZP32OfAYc4O7yOYmDmuZ4dFOlWlEhtrdBHuRVQA4UV5y6irJxn1MbA/lnELFDwTZLnVWvU3MWfM/QBBQuahNbxgpGwpFFtawzMEnwSPKmJxThV19T6ntXUCYDLxRZZzcoeaO5z6lOKGwfY+3OgTZ4R1B6vwkFehQO1HeqdYQfqDUvO/HradttFM2hQOCmj37myZNkOOyhIyZBGG5wu32Nl7jQ0Wqo6Hxf93mj8dzfFZGuCrGlAdQuyFo58o7ZR4n0Sz/FWJcxPWEF5POimM36NjxtfWCGtqdjrwQIQgxY2x/AGiFFrR9ksre1VD9qA/6P2N19BHOJX5wXZ57fvKw3NarDIAjLryi45Q3YOdvnGSkuazVq3M3mK0wBAMy6gsGvlX+4RV02CCDFiptm3G7G+uBjfGRoX46f0Nd65vfViT64GcGbsRoG1tCr2sfG1/gfW2QgPDE2esOt4UDuKoakHtbPKsoQL5xGxB1o6J8nloXyrn3GYvvTpMdD0ZYXHMJyG3K5EunHr5qou6/yAbG3tnt++Hv9IzhjXhSKviJCcNKxx+0Y3ADx4mkVz3D5oE8Y5SVliDnuX2zfseilAKWuV4nD/l/2ub+mcfuDUTRYq2+uavLvajy/LW9uRbmjawKVb1nVN+Gsfx6f784p8iP5uLJ9ZHAOfM3wWOTiclCwvW2VSZ9ZOQfGcg9Tvuoqj3tzcci5b7nOk5doYTL0jf+taGjgQb+LsQSVj/IaQMprd0ilstkJSzEemIhk4Vw4nE2eyYPOy/Wi4Dw0Xzr0CO0jzFWSCzbRBFnsa7E8mQhPEPXYvTAGxSK5skTN8oS/zcl/Apjqb7+CbBQzQ9VGUNNV8zytQt+peO0s5Qx15CqJIIZialTSLa7aDPgewl/N1hS+2N9q9EsmfDgttvz9Wzw8x0UFHzPGfNxBSxVkYwf/zJE5vANx8FUbPP/fcW8++xGo6mTz34tsXur86nB0y++Lc6bnMjL/vOIra0FrxGkeR/lDHeZ3P4hoZSjSlhp3Mz5Ov2l4t1oFqHXrK8ln2gL43xHq7VF/8ZqG0+/DggG2PaMwDOvGA8hcecg9rZdVoBGbJvz8Ek1mxUjCEWPcKwc5yXELr44APxn8y5B0gLloShy2T1EB/LfOxa8gF9z6uOcXjOZg32T5HQwjZ6znMnbOkAF6XHMRNQMXO1lV8L7mnV1psSz8w7oyOTuTsoHUFS4ttqWGZ5y1kq80LmXQ8B/Otz1NdtA9vd1H1QEPv4WlcV6td3sV+8H9vxllzTUgtx2Kr+fFVgQXAP5U0BSg8qxOPMMD74tUqq9YvHovL45L2474a3Onte8gMB1NyV6Dze+1zAZP6CJdmW3on+vVKzo3qc/1EqGTrzJkzb9hCYRyyrI6juAM5rwnpfN7Wg2ymPd/Rad/aHxYhnPpQGl8p5N5RUCAr2W0/fIsAc+w/ThSWNeO4wAhNHOzCDPpjzSKOnPvAwoEsBTPYQU6OV3FdPkV7Tqg1BDAY8hl3ONl/tP67bcrHuC4P45B3Q1Z954vd3FFssUMeW2nBAhLmNRCs+hVzOwJqA0rnUXijPNi+4LB9dNgbmXFdBMfKD6TaTtGwB3kWxTOP6qcqmJRuEX0XMI/2RxRUNINKEzAghoxo3TBQKWpoG/n/Pm2jdmP1aCAtAiPNBcSVw3eniSZPA9F6hRTtAzh539YeVf44nn9nM4AgpCjjNBZXuTUFM81Jqmv1WwYUiIQsgTZYWVnAISVvFd1eMBe6wvGWTi9MpHOzK5mPc6ZcP8EusV3XMJH2WRbgjrzYCjGM5caaLV3E+FtKc0Ue7LMa22M0Y7Vs73hNOebtupZTxZ2BHdQsC8Oojka/MsidYSW51Ak4M9gi63/Rj7fntJtpXh4KyAHge1SR6kp1kqrLHgxBjzVNlnyp7108FLh+JtrLg2sbQGt7Pw/uctGDsru9qoG7U1z7eNAzrtyO7m/5CHZdZARfUrwfOSIAzKFK2AXZ4O2SALRiNWz3cRQHHy7yJVWuNvlsNq0ImeVwvMOFq+Du2GYR7Z4lk0lQBiSNK8mFHeQLBuq78a92O6TCEdIpHwT9h6hRJgeCGMSYBkaJPloR14yBLsf1nJV4VwF+Xx0dA4rLRyxoMIytxATL33x07+Nlwdu5ZYKAP7TApdpNRLSk3t21LpzikbDcSuAqTxYM/C4tvfGjrnvDkZ3IO/aYNn/xWtfRS4g/90a7Yd4gG9v4ZTt4Cvck2AjYMH7UiYeBU5OWhxYo5n5n6RZmd1pkcz4Ahfn5yEjhxT8tis+SfEoTY7neb141jrRowOcRDQNHLDhwJgwdHEpWSZyMncOfUxTggFhc6sEnMOQM7P7ftFEuHgpNaHBoWd6FT1pYFwHeLqovaVlcrR7UB6IigUgAlft17KAYRRK4rHguOhwXldWof/u/9wFQJph3TVP6UQRiRaxzz90v9/QfdWlZk07lqNu8nTq9iQ999jlNPDeBOWJjV0Rab+wzj6y70sDzqjocCK8BWj1d1GyTTf+gLr2rMO9jKJCBFUN/dMB1JbHH7PbAQeOQTJnTm/9ZtbwbXJQXLFuFbxhQTcZl4t5qHkZhNyNpWpT5uzJKsQwIos6YcypQlZ8wKPwLmb1FzBouh9mAsB7W1LHAT6uJmsSi+Suqc5ig9VVmz4kxoKwzQ26WLscgFbV/wEe+npAljesbCcHLen7DMijrPJ26fIC7rWUN65P+0Epl2Cn3LuYsJMT6P1K72hedpOuxV49zpo13cnXDppjFXLvvO7q/mYhsTKgzBDeXjItSAjO6BPBs5LpctH3DQrqhOqxABfMcF7GLKpTqw9JJA+YwJWj31o5HjLRRGHQqzgdM2IqiHeV1XM9xKndaNhcQU9/w0u+RhG3IwPevgIEmZQkqhOoyB+jQ3mhX6P3d6NLOHBwnEBLdiZlXMDECGOLLBsgMEINpYAkL99o2ao67S/kkG9vWZf0wrmq5G2s56v76eY1kkJbBXD5ic5A6bwzqhcFbTN2XJnaAmDgLUZSNmsRlAGj78Y9UkHiNorQROqXg37SPr63Ht3aYd+rJ1zr+0kzcsy1S7iOZowXCyKO6SJpK8HvnSeLW5r4IMEvO2AowmIAmtBRuRkkjvA15bL28XALxecWAwu3D7KBwkGm01zMWCRHtTcn5hs6JwGyN3MGVfvyLEIrawLiABWIsnurHgrvg5+aCkCK8qhuGywPJYHK0s5NdaW+94id/re0+EZ7rnDo2EL6rj2nPM1Bkg9ANhkiT9LRAVwXuXVd4+GYnkFcMWasInBVFHrspUPCSt8p+Ic5uVQLuifprh4mo+lXTSEdqyOrOm846A/ETnpjTm2oI1pMr5cPf8/QCUGmeLzKgG07wuLsDWkhTf5Q39JdlcIoI1wK4bEt7jcOHzU5aKTetGcpUVi8FYCT2u57gXf7jhFQpTRLubxR9FAoAsCNIi8u6HFayBQM3kAFewMqBLX6Ov9gpLHvn9/3omSvPReUP6aBbl8G8/HAVZ5/ROOGkwAee4oJ5TuaLi+GcViui0zs+x/gtqxbQ23LJPxCGEt8n9B5641NGrVHMklB4Y7W/xflSsRngNk2joUgWNmAfcFmU4pIx/kRw1u0lzcI81W7Jd0nlcZADvrLMaQiBfN8aBGYCoRBOFwvG5THc/fmNwEla1rEsfLkpbjtx4Zi/wiarF5TQcKVmHPD7bEdRxYnxNcjlUkjIkpqSTPihTSa+HA1oZInj49t1MRhZMS/6FAFCmwgKxtVhhISUzN0TO3lBlhLK8jSlRaubTjGGDJR6Zph/uYLgUcwghojfCs+wsIHDp09qvqDq8CXrE9v3UfLoD4sGRUyatGhZBJzpgmPG8wywOlVBXrKTYnZiPQ0JwO0JtPKOYa2QcjB3ac4VwJewJLYMWytMfONfM2puFwnskB4k1HqMUCt65IRVwVSAObfjh2pxVbxr0v2UjFRTHrYRS+AscEW3PAFNdx/tzJZh1Gl937V0TS2Jly1+zJUKQhdmEppVm3raRFDylF4yZFbZOBNF70MYzv6C7zdmDEl+HavLmJPXQDBDHtRwewR2MG5ZCQGRpJDZGHwPKUsr5ojnBiLQHS67yF1WYpA3Wf2olhwUDWp3EKatskfIOOYunwTQHQz2R9ghL56UP8J5xSzFL47cpigoWB05/CWkNMTXCb8TlqmlT7Y3hZ9ZAZMRsRE2B8qsc6KbRDo6Or2HZWdbh79MJpykeLeHkHc815+xAF1tbq8vn1ZKby7aHqHcMFFpzASjbxvpg6VTFoZxhi6n1i70hM2AVuA2lrISKDFYmTZmUFVt76/4Q2mc8cg3meVsF7j0jNZH4yA/9x3P1Fr87+KONUToxJyKHhCQZD3E80qcFRtY72fjOxmQvTs8TDuJ/q9N3xUsKjiX/hS+9O+v8dKrbxWPP76ep/mqml04rxdpUaiQA+3PNa8dNxGSVPOyjrdvAL6qOhplutsUuubiWR6HAKcHfE0ZhwZBJwjQMscmuzRLqMI8JyVIi9/0mbnw97pmrvahXpd8B3TeWUCoyP49NxuvOMcGI+r0R/hR4D4lizKfqk4kgwva6r13+nBlNi8Rq0AwSKJ0JC5ktER2KmDXNEBmP2sYxxC9A1QWWV7PQZQb4JJtEi5avKO2PH3Kmzq+vslmrA6+yA1f1X5ceCxp/FQJ2ywEi7UIsR47W7Cu7D9+xjC7wWhKbW7JovhAcVgT1nN74Y9cShpOP0GTGBEw5l35MYNfOMWFfeRI5V/1YDUfsaLlOh5ARiUoHhNnwxxvbdJEdD0wdY9+BddHqmm5/xgqCd6oy2GuYePH+ZkB3CxgtVhzb/29vo2/OzBOyKfwuHWM/9mQcypvgJWYID3IwENTfeQa8il8ckjflVN2Oae1vvP9zrFVhl6kvDk8ulpgSM9bd6vxa6voatZGUj5sahRb2tsuSYQRsOL7xlm9PVrt26hus/C1vqMEjG5vdEQcVVYQQKvkKQ1xELhRvj6swrjSKeCnyM5dcZd3hYnrJK09460Bcav16fhf+XW2IkwqC5oSwgL6HEN7Qqb+MFME7ZROXIHHwckgMr6sq6JZWtSHMgSqhYrWdNQli2hQi5A7CMsQcFVfzJ3x31CTZXTgHaFUlB9mHoAQcJXIWPxJuu7kLwztaV65w7eehL/NZ0QnQBXVaesFnwTEaO3U9SxJqraITOClvmgo9SG6e7eKOnrDs73l0OlQcT2SfRzg8rvod/kdQJm72Jwytzd+w4np3wcR8y6OQcx7v2oggZfSv8LnbfuJXehWVVkOh6yWAEtedIOGtKiRPaCk/MsvWTybO77h1xxOCXC/cFE64A7fhgYwzYPjVwwXA3YA+LfNfaDfFfVlORefkV2HhaqqwJu1ZlO/7HN/sL0frp6G1X3TvbV1sBXxTD6hJcDX4a603HGgErE34syP1trRiZ65ly3MHlu7D5PsASt1nle1qqy3eaBDxgM9xnlm0QrVChv9szOWpnSHWOAFxHRV9TBc1/htSV3fUmCeCHf9dVFak+bRDrlp0NJghkFH861erUZFuISkvLBf/eKWVp8dhDsToqROaK++25uDqmkpEl2qAKQL0fomWf2kLALTxx36xiCY1qOrQP8uGFWhhoFmIartKp8btejHV3tgbAU3S/e6DmwZsxC8KiDQF9xr3mPtdUP57K+ZWEQRTHvtEMBtjTu+kDR9EWm+qs1ReSl/4PFVqKBWGNCeZyVdm5b2SdUSJKPcVPwAVZxwnNn8Hb7stnpV9WSyH2cGX7fmosJ1XYZziJKDgeC4U4jwBmxdOxxuITg/NYuRKp78Z4ZyZQhqjatfLr1+CYytCakO02me2A4Ca4DYCMmXWUXyTIDwOVNDz/3T0uTdQ4iGS4JjJATPjet5DFpw4ABJJP+Y4K+HGuroHAQpPaDTeLEFdjMavnX50lNbo11b0dh2G0btLh7bFJYG9x2sSESr+nlFMgYHX201w87MBcJdhTtHou31v97o0wvLWwBZ7HBKWnSfEQhAP2XyX9c1wnNazUkNOOQLXYqh0MdArkZ25/mBNWD1HSuHWTYwGlxRfFzat31Rpi6Z6CmGk2vRVrC2CVdSG9la8Lpu5pgr/RekrkBIx1Uz5SDBXhg1KlZ00dl/ULukUJUdC40TeaGR1rzK9d/viRteE0UpzVqN+XsiYQWPlXpF0HGQR5q+GAPVi5QrDQP3wUOEF9Y5/3tFTCpOwCyQg1xMAzeXNYHcw5R/HWU/xGdR+fv3RuO/cAJscoRVAS3Ymvy9yrH9SQ8vWpFXz3iNOgldUNLMAbKTQKjRFpOh/slfcktxkdEqWc7jqkDOplZzyZ+4IZ2Wdb4MvmxxmuFPVNJp2j/YhK5L8tkoetSr8SqrLlSaHIgXOm1XStMptdCJXeoKZOKnIFP1sZF/AwOK7RAkIiN7Jn+nsnRooBy6qKeEwgkgPS14AmkQMpNo30KHiapmujoLCb7b64MmUOqinwspBLPch4u7W28nmNM4A+KZH7hQnPz6jCNKRNxhxQtZfsqrCb9RJorCEsfKTo8KnxwnxYoJIn9/UcObwq0NueQsVoTLLX9nB4wIWUQ5v9BASkJ5QK/WUYEc0xhG2S/1PoXgW7EXOwpywFUYL/yIq26z/6q3gqAY8ry/Azy82MoKtp0VCIjltGR0P8yXBi3J+85nHIm9YUgNXjfjz/5Qo1c76Kh4/9iJ/j9lugTiXVHoT/W5/IgBbQauB6SUUJDFsqyI2T0btpeNf0Ro8ErGdlRlHorWJV3qJC22DmOrBwnLrrgAaHfbyj5s/pROVtggoUVHWcj/5u960VD/YfRFfgDDURMSVFF4sazPO1lFYJfQCUhMQERboWTO+rYkFKHIK6OQLlXczlMp+MYhhIftLOnD8Y7J1vnzZ2+Jr4wOKhw51IAUnKtP4X8QMSRPLIiCDFUpRjGLFe8TYkTNgNCxAzyCtEPa+hWkBT9IkdWho1mhWYBmIJ18pU3lc+RWjZ+8qkUITKD5Ax9RxC5G2yOheGxSnp2xpZR+mqrOUw4HTuAYzeDbCndcThmIsd2KHHQBIpImPgkAqzneTLEKjlPuHCp4bI+gSatGBCAGODGICM5owpWMJnyvKxdX3BM2IUwnu0nIMlIMTiZHegIfq4ctdDMHJ6sCiYhSZatF4wo1q/e5JBnofFPRGfsIYIGemk2ziCDhZABX3aFxRxQx60ac70F98LjQmiR4uVyTSWL8EVZG0Z0s5epeBjj8mh0g9YMjVLMZrtcIriF0dO4Oy9QDSQGECpljWX/W+jH+px7NrrJ0m6y7QIQyDKwIlti7lFUfxi6B2jrhjr3D05Xj5LaclXUZM7CuhMxDpVmXLVG8x21LBiX2MGjCBZm74HkKKEFl1Cxh17ZzTiHji64zlh5glqq4VVS7Panz2Arl05U3V8CpHnqiCxfauxU89uMu4wbg3mCdH5KazmwDCCf0OfZp0y6fzEtaKgOYrSjQF1lBluhG5zG9rLhsHDlS1yFksuIbOT6VI2b5Y0pNaJ021OJAjepyeRgc1Ug+HCsPelaQ6N6KOESrIjiNv+skjfK0Kbi6VrTZMnqtJqQ659bm64tUzzylWClUDX+YBw0owQwTgZHLJ8kVw9vkKryu4cMiZw6d5yTIS1h7+11P1VTew685ywuohtNDwOtZSV0UsTOGrAYhE784DQ9zI1lc3k4qwuJ3elsYLekCWmgqyhFoJ0ERu4nmY76CbqtlNlHR8hbd1gA+gko0pGw4MqLXiV0B2tBh4iVvJKQGG3Z4EyFXUPIvb1UsMxxlqtpc8JJVszKNM35z7a7g5K1sCUfKJQlbgI/9ILe8hCwoES3RgRoABoauedcvA2Do+oHbLwCnc2jwXa3yDFAe6kZPu7Dq/gB92WKP/YFujunMGwqhjdsQU+tUYfxZp2VFgbUEelOrio/vMqMbXsSb5rzPMGVoPA+LOKAJkWotl7LTG0Kx3zNCb6hgGU3qmFUdFEQCtlzQwU/rW5RGwzv+el+zxzHlf1f/3LA0do5/IdavxhBYIS/rC3JfqyQQf/z6xhQdIhyAaKX7a/z1ddjX/HY5feJBxb8qKh5iyUEXTCeA/kTA+1Y8gfGPic5FEddpXIhoUnHVokrr4Gc3Q9OveYzIxPE/bPHPxWF7o4e7Pvg3V1KBo+5o3eHk2p35pRv5hviz/QAkn/LSxlk5fLT02zquYaGpAz9ofm0cSjjUZBjijuFSNiQc+AwXzV6uF2vrehGiDA64/YQ9W5dxShJGQTUKRrSaVQUN1oWMfI7vY8irg7S82t+8B48jUw231UsGBitpb7RrpaGF9TMa6c2RxXrzmlA4lqxgdANHAvsm8AQ3N8PpvRBKFY/DlsMMjec1f2Aez+YQP8ml/90SRULcUnHQPA0ZlU7jGg98V6UfroD9Z56occrkgAaAD4vijCYtPzoETyY5jdEoJsTzhd/pSuo2S1YVecbBRZ09vV+5sQIbAGZ0R7OIbUfGPvCskAYsN5ZEWvJF3IaVFhurC4+KgRJkSbJZD5v8PS04s8yXJL6yQ7IEe32nlPtSVKaJI+LpjKJyBHUzcVax0hN1rodxpRAW9pqVGU1kVAMXMU/Nyr7Lk16qY+VRKsaVZ9Nuwhb9C4Ot+Vimhykg6PP3tCrLqrps0GjktIjegjV1aOqfMc8k0NUkCZJ7cqLOKc32YaMq0eNxYJStQI8CpvzsJpSVOP6mRrx8ssdCAheqYhudIaSNnScpUQqAyBVaNvXeOryHSrUnLF+53Cql1Pj9jnMV8TvtrFmDb1XBhPUZ1dzFes1w7sPcXZEWEYG/EWJD8jKexZkJThMFL3aR9Uh1mNVgoo8RG69E3zPnSTd6b3ZR/UzGWm5kNIP6DaGsnXWVXhb1VuD6LuinulwjbIV4YFYOiQ3YfXoe7YIzgX/A3wy74vpow2pTRtQCI9rLIYU24bZW5U0ZMPMDDn9jt9hpdAYmGjSBsQg6wEZfveqcGMHjqfl07yMPwSNoV3I2J4t9RV/KlgTaZdsS6EcAW/UREEJTP75qub8QkkM1jyMQBHOPP5rHa8dWm1fDWwOJo88b8QTaRNVImpJ4c1WcRxd41tsmuGiiryZQ/J5IUPJ9Elb0mnDRPGYkz19yg/eUlFGLrVrDSdUP1Rk8hT6jAf6ONFgufMDI55W6kQuwFxb4aaFMggsZoFlQ0YQ7ITuwM2dK5p0doFCooGHqGC6vHCPoc3m9Ry+MMgc+YYQtAsHUKMtBgfDEt9QMZD1vm3Jo4VrBKwV1UZYxUi/jCpSaLJvFGbMZQcb3qmptzWSis6cfabMCg4/ubp8ZjbRCHUaih2/yvAat6rypO/dNHBILQ/W8+znwOWIAjDQULWZ01k7s/qorNFoXNagnV+w+bqwdzqNlGdfdbIhznkBikxbLa3Z5yAvk22eshQJKanujmGTJFcvAoLaXXJIK6DGoKCkS2gHL/I6kXn9ddAl0IyL0VxtEErpYQRL6jgm6W/fryy+FUG3+i3/WnzBrRqbNE4B6DIocIH8TszSq4zsP6iGV9WzV4weNmcnBghmZHtYSeHXBACti5LMlhQs4XJh6oxiPTxsPZ4DIA0IgJBRN6YF+gj9qF0+nIVmQ2RVql94ySscV8VB1yieEp7tE+jDusnvRsLx9Xy8FurMsQNemLtyxk0zLdenVZiBUuaKgXiOat1Uc53A622fVx7rfgz27pD7LdgmXWFLSZBWN2CpI6WM+6lqxPVkhDQyqWP1INrkzrW89cSFY7TTXNHkZaGLUkKS85SSvW+e8uTMmSsdZr+FSsbpgtDxuRf+TDqUVOk9FYaFISPlqNsa14Ku2vtESx/wREQYWbQObSwBwwrJZbTBE/KqG8lXd482UD8A//owJQfYs0451zIlZ7uDKMN8blgWdTX38GXfwxHImQ5SIfIgUw2ccbG4mKrMDQTtezOItHj9rhlEULv9rGleeFtVM40yPC8m729RMqhLtLsh6/hIEaQdPfVLHCSM7AA5hZRyou4Fqn3PukWq4d3PD41S9u+RFJcPhiXd3fGVEOFqOATQOnHKmeVPO4nSGACWERQSEs7gKiuuQ0/zpOmS+l+nLzVGH4Vr4BCKhYROGWQD/D/gY6kDejhXgDQQtsLC339XCq4XdMo+iitUcdY0vy9NFVJ4qhQt4dqMAWc8+wUHRTRwKg1l1i4KgBvTgp/jffPOVxN8kw89+o5CpqruM6JokjEsW1Pc7mCK4TwLWf48jG0GXrue4KsnxXMlmbtJoyEBDlQ6WxvEDvORhwT6r5UgVRFrAvEYD8Of1Asg8gbqpfgKLqimKHLwP8uJuK5PfSXYcWO8Z91hUInYr7wLiM8es03KW0gPxO4R40HdhjDMWxrSLdLY3Gj/HXSr5sSM1/1m2NpfKBZQB4IbRshub25OOiFIf/kv4ML8c8PO0ZJpKzWTC0TUc8DSCOAuJLXEIyBbHv2P53xiC22Z+cHhrmMBbHMCHoEk8yz4WxlWRg+sJmJjuC+Mo4tN0Mjnq/hChbvu4IQ7reTvQvLgN77VClUqanpVF+XGyuwn+2Avpb/lALJ4IBz23xRmh7G1OoK6/DktU+pKzAmQjM5z5REFONJLmoeCmqpjB7bCtGreU+KlHznT+7DnbIEZasIsfRvuk4zGFad0FSW2zecO/4yjSflJOj8ot7icGIdwIBv67q7o5zRvk2PiguilErjfVfoJXEizj1TjffmeEd3wIwxZjbuX0oBbV+fOwThQiEQRBkpuxGB5TWeO731I8EX90Nd8rmUlgFrYkJVDj0cYMJOygZlnI+AHLDopNKEjGf7hx89cU/8nhxq/x2luvvHnpGfL080++vtEAfudYDDKdIL9R44lKRSBvAMNp7RTzhEd9rDb2PUnYWbA63uyeOOAy3CP+xIJHNEpoNR/h1q2ZYvRwMcdhfvzX1Bh2CimyLy5w19t14h1iUXSj4ux6tRlomufujcb/oy+mnkCkKuHNeFw7iri5siYsSKntnNY+ps0udyq3gGhh9rqCplZkdZg9h13pj4ZHDBz0dh9I+EDHe31bfS8CjqEYFBOtV4KsesCEGvY25s7w5wdENXcz3m+kxuH4YGUMzqthzlHRwMETLXrTSuPH4WPqczSjyeF7DKVDeEb7W1C7ENJESb78OOk4r0hQ3N15XXD0XV0egnriRwi6I8MT8DNKkB0LokyAYvgmQiLU4x/8pOqkQdASzH10udujiGeM4SvJlIGEEqItUX8sPMxoGgcEAgSq2BoHzbOPFniu1rg32qVZnh2mOVBrnMEIShypO55MXsji+qnDmj2HjFwvwVsrriZ8AV3Og/3nGlqGk8lR+5sP5CcsTq8blwCoyZr0z9sbg+BuACI3ewrr28Oa242RCvv+LzlcWTpA6+mhIS70R1woY9EFX7qtjfw3vfFBaBnTwT3TH2nvjJCQ1YbTqgY97yth9/b7jt52xu81XIL0hxwmdI9/i+4C9Ft+D6VZOXzw9Edsd/S6jGez1h+lN9Mest8d5EU1tI8n5UNl91Mby5QWliAhkMY+lxeS0kL3qkpp4aGrax2wFPl9QGm7j51J95rp419V+9h57+sWHtSucwyyo7OmNWhXMz41WciiOAP2UcfJzQGKQte8d3Y6Rhdlv7McIW2Xjuss11aljdmQ4uP/dkPnrs4NynKeabtwVbMhuFRVCTI/VdP/fx7njXoEKLXxD6SY943paodDDV7WwiMd8QXgkcuXXyIvvq2e4r+gj2mc1WWO/nqDnP56Hfza15NzVEaPhOeB1jAGGwFYA21hXXomngRzIgj3M2areR3waLFvX2hDmDV1tLumOeCZTb2p1EouD6xE1eQJXbdNSpe5RKcVcpvLL2W1qIZuKRDmvM4P+H+A5sP7NnztqxxEkztgFVmKgbxMnzm/59Z29+CM1WK6rHjmAZ45Y/X2aOpqYDxzxQrbOqfPO6dfwnrhwj5SxVF9dzWno7PnBN4JcE4EDb9fNmKJtZ/VjCEGA3jaKAxgPBLFZeUEp48vGsVbt6lhlq9zxuNojpXxgPwQg/EK3zkkcuI2PcN17ksa1yyPAV7HqQhBqhLZ6aSzgOjJmgJcutFHB1puMYoPiLLCK00A1poibCnvJn6PPeyy319v/NQArzuQ4AHQaSXy1l9xV0GbLJhjO1xCFu9k+wsqo42L+w1nfXQKrArAmiDRQOss3If1OgW7uxgVAQkQvqRAobHDDgpSsitNXDKkTUtY1nfoqTQV1uq5S/MTrK+MyBngbDCTt3jynVrylXPkRUfqWU/qljPVVe+Os4YdZw07zhq2nTWMPKmOV84WUbFjJ6cHIvkOjdhceFG+3WKWAPySY1ztaTOTHNZZXBRsCEmLseQf8VYbtrQ1LRqea/F5vF9T/fYFnjlnBz20vOP7BNPinLoQ3k90xLRnMrbsDUoLYS1x/qizvekN9SdcCV2XRYsjaZ019jc3bVVY/dY/ujfiOsA95j8YIvVh9BhL4AP4jsK2N9SBd3CDqHO0WhWxxrhVoD7xkMhHfaX59P/uhvEFVXlg8w/2jQ1bH8D69fyGVYtjsTsI5xtWtC5lwfgR0yu7coQ8FBLH/Yp7NZeDBCs7/+MulY9/EYcsR0ecB1Sef1m55r1xK3e2jmvQrsAjTRpnMZCJpttYksYZK9eLDLSaO89yUdpPKVlGwhmVvPAKefaFy5dOraNoHu75/DS0RRfgd9quECJghEN9Xd/qfI1N/98KJfehLtSBItqPn+tqJQiBZfukqkOETa7j8Py0Xg/3JLbr6X3D73QO0izgbufMYNrneSv9jbUu6165XQNYs9SRyoEAx2Z8MwjOKEd4Defq8f+gejrPZiJaaAGLaI7CIqERKGgDWtRNydw+Hcd0iLbeuO2N0g8nVsKXOP63rTgIdQ5EVWV+EKegjOjCIkAOXPLM8Air5uTJ5iHriWQvYKVgaBV94mlQ5L1+z2y8gLSm15N1074+KQFy9Tiq6pFsPIPgMgAKNSGapjGg29C/ood0rYpUCelaHiLIdBqD7cJiNBm/3fMsgHlngngRinHIzqCIr8/p1XIHvjCjXeVHK0oIBtmeaLXwWkA07Xu17Q7iwa/hPKKGmmLSdowfNmMniI7q4RTanqlI1xiw47DrNSujdJzv9bNOWSo9Ho2ouH7/7C6OLrhV60/93KpYuhoH/rHi6A7kQBk/3YYpQXhmC7ldR4z5sh3OxIqm29nDHbrokCnOzgoru3l2uMLxep2dS7dbsMbr7nUe9sGe/JZXGIjbDbdlgB2+qqe1WHwObF8/iMr4TlV7UeYFV4n/upoqVR92mN0UCXJ+ON752k35CbN/22nO1gl5TNXk/TiNyf52+34lq9Z4Nc9SeFVtYVZClEFGsJcbRnZ5XK0wBHe0dV7429rT/sjJcy64nij9xH84pG0QlTKUsgVusY8owfZF8LgpCEoKcOBeG/UnW9Um25TGwbyh2Tpj/0c+33p3+onEczlOdBYO5pGBWLp4fZb/ie+9UKMuYqn5XKUf63yteZRs8Egt8kqE1LH0pTuu8u6y3Sd8vYdMQFzRWo9tlA5XUwl8zeX2D967mhLZ49lusLavrOoknOTNkE89hAVJHA4lLFhd2TwYzH5AeitDByKoSfdcGfYMqokG19/+XK/+F91l08IVNX2/P+76j66ua1UJq/OnhvVx8MTNV9d1ojP35dXtqSwX+ytYLlyfVvjPY61gyWKhw5XeDMkVVnZELi6mH38D/+GF4QL2ia4HPZv/r1n0GO1GCrHJ0a9mze3ULQVDCxa40VVA1cMdeck7TNCBXocPdGC25CcHwT1gbGUPXfGPmE/iVgzMUkJbYIcv08vuIxcap9TUF07jLN6zxPtnykCWFXGn6DyicR180aYXgZlHM8OTMDLoQjBYOZFEuFqm8z418Jr5FVGTIxAcieuODMa1D26pJB4c+dBg3CIvU8on1SdwafAHwBHXw+dxPMojc934XU3l7zd7+7GhtOQjK/HEXpSRJK3y/aES/1/PUx4v5J7d+Yex67rSfA4pA6TwB01+l9Zhv1wIJMhDRhERJ70rwwf/+0YxQzlmKtnWdCZrgRvGe3bVCjumzP+ai3mGt6N0fRBUifVUxe8Qg6BDvq8niaJ5KypMu2U8UxP5R3lfqB2M8CsBjoUqGK0vPVkqic2u86u1fsdIeN4k4enY2lsehCGkOuNn9IomkzmtwJ9prUoe0SrZX9JyBlXRSvZHmZdPa2URzDWZACpoQRN+fdd75Npsv+Sqg1YCPqI6jWkFYTuAkupfG2Ib252lGyRzUB4VbZcM0SSZShK0nFOjp+ecfDpJPsO4JxmbcRuqFkIU7vXisdX+/MpKe9yk0eluPqvHomXPgWbAubUl91mDPedvAucN8mUQvh8gAc6uyfj/w7WLeXa/P7b7urO6r1ftrDvJtPFPz2kWJoyzrPSyyV11ooPxI220VdQNGhFYZRqf9iNkAkKSYREyERNsP+tONupCti5oAvKjnhBtj+4wWYfgRLUSwU/w1jbaa5jXJNo6xxmHFsI6AMgNztrTAtIBTgYWjccxWQRAhVrzoo5T2iaJYKjKaaJe0j4hnk4gpCviuyac84hHPUPCkJZUQzkPnQNyGxaY02qOVLLQaV5/VGydg4GNiu3R7TwFfMS5Nhj4ZzEN5cJ5AJxSuN5v7tiStsJPiz846VCUl0tagvNoAj7H9zgzw6YQFEioi5DJiHH7pC927Sh0Zs0wSydO4oJdxpafcSRz9A4y4lQPevJl1Nn4PVY5isi/cCfmZU2+IzXajfsL+3PGP2pSJwFC/1Ao0kVy55kUITI7YdVhVbMUjpPaFC/FYXCnRS8FM/yTViqQPOHUekbLwoDAGseU8daaLCalM6NVbgxIEp0iCwMAIwcUPcBh/4w7G+mO4AC6TRJJYbA45DO+WU3ikxmLI2oSJNnromUcsuuimiXJnSzl+HREkAvcKvuPcaYr98l2AiKrYeW/Xtoy4Ulv6KvvqDDY37XeYF/Gk/J1XddY+GzAg86YX1Bax3uvf/i0a/HVHb0xMbvlGBOtP5ZSuP/u/u/y+pHlSNJ8VQ4kwSAqsFV6dBPz5yNQ9SqoNLjHb/JWJGyDqJ37ofR/dRd/W+Ffk/R9tvnBea32X0FPfI69ofSSq1BA6WdCmLq+Drgwj/97s05442NVeXX1NcPUaP+p+VbtetmATe+El47Q6zgpcvVZeQOw8TV18KUw4fTAh6mOjLOCvyjoXFZUccIJPBAfHujgXc7R4skUccRcWQJV761WMLv68jnzni+3oy/ylaD+nmX5+yELEiHyAlUJvyG2LtHIx0Ak9p6QRVzFNeU3aCKwWgQCDxQ8LN6FrZ0muaim+d3fF1RG6RrYnMgXztoN49l5eaHzcpHA+qDvJdATgTf7lBZaXvfDG3hpekuOp/Bjm7NgH3lxpDMbCaO6Txvv3GO+6a8VRbVN6mwdAdXJx8n2pM7jyJfFL32PrmapxC/DS2c9pWfTLNLR87KdjW+vj/eEvH/k8RWNjcdmruIm4Mvir1m7XAAmE5ycjlZbhGePSkv4cDuU5fL3G2qjvEGs3dWgziPm9xa7bPBxFixoElrHC9ZL29kVUzv6hlGqJQD1kX4OYAP9ml5EkHk6GUBX8YI+rNN90qL7zG0S/7xyv+SgKFFfnXNIhtkQRudVtH98ObR9VGJ3O4K/+j1+v6o8rxG4aapGufYc2lrteckqAH7Khu3yHq1gVOZSnfsFkYE2UYla5nDVI6FrBFW2hxvVMXtMmtSu009pJUS4mUrEZy4qswpZQD3U33VXIWNXr3peOSWNGqRMpOiYHdSlNDskeTSZ7MeZQR57VqMdYDOYZoXF5dplCEuLmdluo0DfFoKSBr+/5BG7ulyoq5Tb+q8T6Mt3va9flCxCnOtVVIq+6m09L+pNAgt/xUs9YU4DnZYCZsKfmAS0uLdntR4zlQiHEk7uEZKW+AdDJ3HbgEcsU3kHDdIgK0CnuUwc/TmZIuPrgiSv2DtdNIyW+0+9eYIuE5RhkrU2qA/UMBoGD676SZ521IxiVhuVY7crYYTmoEkMXNLjqGPKJYe0oiMgCwAMTJaXKbxalrGk2hiaLMK6jf8bpRkEjkNgkhlD7B+qoDPZrtDfOlvESkTwNwe6a3jnHI+57mWaYKpLo1HvC42WdDGZVBndd4dKHIzh/qrSjBLRhdGM1ZLE2J3LV97nlBLgEhoU6WKHnBPAPV5mWykjYeJoqRcs9egMZPRvqTIvC20KeDGMws3Bh97ZoyidY94uEzET5K6mrJ1Tg9ZOW4RlOAH1OzpGusNsEQdPqXz85Y5EWuGQ5j8F1qKTqionL7GHsXFD8mY1Cdr87Y25kANAmNYABzgBOukVYTy+t3EvpyUo8uvjsjZ/e/MOyDIb833/+sZt0+U+4XEsrtbHgf6lm/Zvo9F4X0Sj/LOJyMn/6mCaa7esc3UEyD8cTnbNGXivKX7r9gD9nzfm7OZRUapmWl1TbxbYTpL/6zHfMcv/NLyll319JT9535e8VljK/8kx3873Da+V9/vZAUzoOhXRyW9vOn5hT/TIikPG416YdAGumvxKyfenNAY9YJqzbfJn73jb7eGPZwd1SYMaFWgEI61BiC4ZptX1oLhXo+8CTZb0sCLLEhRNhprqW7RknKWZXWm64H6rCB/aqbOSGeJ2QhYREglGbdzKm4GeFzTgURiNbiKkzhEQ8VFC6oQA91cAhPY1p7j/qMKPfyOBLamOtm8mMF0jyCDJTfBHkQXF4XUErL4KhX65xNB+vM5PWul1eViG8OuOLmufHZKgZLRmH+8S383j7KOEhAmADFhZnlPJ7aHEG5cvPbUFI6uivLVdA6S2X9JZ9i1e/qLMA+AmBKREHPAcOs0X7Lgk/T7e/nYeHA7sWQRcIUpUgbU65Wz5V9YIWHBVx8KxA2/rjUg0E9xwOSdkJGiUOsvzuL5acQ/UsAfmdYANbhRreGX6LgtqqzElz3JXgFZugYmRczAlLL2d3pYwfAXYHo7EL77z3LwUvi7AT3jTMqjKOk+n1b8qRJ/25oSx370m5WWpRRzAhAKZvq0gDkGnLO0v1PVgfMOiApq86F/3hUmomilJTw8PPKA/1AL+IQEkAUN0UEWMFWXEIfoDX0eRSHzdjrYPHZvrXHTvN7wBHFTfxsEBHIa4OmqAkp583sFf9YdLUMK7Deig/pBhgkqrmSlY9uZKAJbauYrVhv1wdfyBQWT6plFSWTdDittREvQJcU1ESXhX7aMm9tr3PrCrbB4RZhx6m7KvJ9jUJmqgn7vaUR+Eq9OQkA9bPOTDP7cjEJz9UxFTYdOQC+8f54Wv5ZALw4r9sfH6cVSTphg8AOqhjCxhSKXWc3K7CnVpwM/GAYcUt4C+GAu6KOEItjD+B4MjP1zFCdbff+V87wsW8Y/Xe5MfTuyO/jdTCJb73uxb3RvY8T8U7tgC3CPxEpOXus0OHY5oiYzqAEE0iAx+VR8609uDEE5g3aURVpZI2OtcAesoa9QxwkpJoFPKjv/w2ujcICeYntf453/aXuO4L1zrLxzmzTRhBFzecmD6nHlMne0LNVl8pWHoKux8HXSUNH6Pf3aNiDGtk6vB9rwpCbYxNDzs4vgfXjs92pD7WgpI8DaReBshQfFohF347wsdnkoXtXTY5kqX4iuiGadrH0IKoqS2Q/loxS3jvVvNKSEEg1pE6MExW3pzEZc1KiLP1DzOyRmAqqvHTc6dmSwx+kjL5ns42RrtnDv/8slWOqCPcX91sdnH0WhAH9ep9KZFFHOt6280WR3j5+Ao86uOo1uz+PgXzVg/3baYNSl3tRUleJwqiFtgb4/WfB9mxnGGghUkI7brumLMEaIK7soo4uT5flNw1SUowjbFGnSASp7ZyiE/5ekOqsJJ2QuQ6cZ9cLyH7kHbZPMDn1P/tfHhfsF0iLg2uvX3rW7pWJEkX4LjBGjYh/THW5vdjVXf2yXfOER2iM7srvgh5WohIoIroSu4OL3xK6n49s81WYzoszrH4XIxWR3IMnyhoqc5CZqqzlNCozTfIFCLqhb0O9Z9QzYcFIJObP3YeI7vg14MsmqMW1bnsmbL2jT+HeBbD0sa1Z2sqAav6XwfTOlXV3uKAq6B0Cvs0J5KhR4y605z9bZkvgb+YtYRdiE/tltJOgCHPv75tlrursi9qqre6tXYIGu32FYgQpCg20ReaJN3l7Nsp9xzTjKFiz8hRqD+d/fgpRUPWtr+lkJEreUvOgIlCoe1Tu+87hw1cP9Olbkutj6E3ZD49y6uimFze1grpvqTKBnIY3gDRk9skneFDI4L/eoivG7i3DRxVp8WARGFXZRb5NsYh+8WbKZZO3dEcZTTdnoCJ6prRBTKm5rM4kjcIUXiLI7s3VyIT+MxL5PScBspNDg3isVhZ/8Yv9P1X4Y+wSCJGDePhIHrDdUAjTxz3kRRSjNtBH7SU/MmNTrTXGEizbGBUY3bAewgvHlZQ9ALz3exTfptSBRQfO+g4tsxmH9NVIZoAlJkM6GKKumybanIZu5WengY1vYLN/q1xZsWTOp8FNsOWd/uVDehpuBWjyQh1T4JWUQB9tQ+CblKsHTe1leMEJaSpcf0aVXnvfz9tC8yJ0E+nnkucOxm5Ci1rvM90T37njOjgnJWogNB72moCJ8zCmtxHXyvGdh4gweNejCQgsE5qhUx+WK7zNM9fLF6KSvMKUZP8YUQFVEkJpOjFSV4tx9fWY84CLpIpHgoCWjT4KczO5bp0yuioHpfAPN5HVOljG+saTVkrDv9uhEt9CEt5Kr3WLxfK6b8wTt6j5YNvlK1HlpVRnRFJ/OKLpRQqmpcVk3W9geDJfWMV/9FrQwKPyKihz5tC60cZ92v86LAcxtP3Q3cGZ33VjFucikZMVJBYZcLf9+LviJFXtVGuFf5uZQWZFhbEQL3SP1Tb0CUgGpNoU2bHUYDj7kf93boUZEl+YjrMp7NuNgoJ5XyRV53RqmV8owkMYYFlTAkneDCJydk1SPfyli82/5YvE5n7YeU76Q/I4KlCo9kM/btkZ7AS33WLMWhvkkuP/dDZgGku2K1EavoBVlMuiiC8YlYu5SN7BDhuzthUU4QdKTqei38qqDNRcUSFtRkyeLZHFnPOq6HuZMDxYNNhXc0ZXETydOdbTcAtokdFPB/Ms2S3bJJGFKRrengeh2GDvum4NO7skvOwEDh/ztkmjj9+FpZxIHDszVNbd0QRxjqhv93T7jus6Lus1eh7h1R985VqfuMqPvkx3tL1L11cnW/U7IMYuClrKp4NE+5LfmvkMb0lwYTZAfo5uEnSpYCMpQGQE4B7oVG/OZdZwRoEbH6bi01vrJDMiB+jO410rfJwUGFG9QtbQ6UPqg+rvy9TbQ/R6S6TaKIEQeJGoLbtdDQMFA0eaoom4yR5TyuOYqSiNh3JuFUGxIvMNfj13lMU77BSM3EZNKlQvg1ADB70fge9dNHBYI7yEt2Q5EXwPL3kSKr3xOBoMXeYV5g3+nCRAtMLy9x7IN+PFJCTPN30smfBCAK0HrAOAo3kfeGGBl5h9Fmq/2xwsjoeFz9Lr2hh+WzcM3PIx7jUf9rYOP6I13rrxwjVvR+XCgzkp9aL21eH1J75CFDgiNe27dPPBa0wqi9wqGWnnjbQA6WSwQ1oFOuSgsiVN/u0I8L+BrcuDxjpYg/f29IfWGdUyGpzcq4akYEBQGxA/QoYa46q/R4/6TibK/eosZHG7al8gWpdD6DVnlL1T7+pU3jfjepFs+ie69OqTukJxzZwlmtEfzaTqK3jxNI3O8h9l9vVO2pga+jrULP4hMU3pzYaS0YivH58Or/69fW+8DXf+iiUD1A/76AgkMb+1aGUW8T+M5xlxW4HR1kvmEmo9ZB0tX3qN4sm4K1bd/prNpOhZvn3VYqnEFx+Ps+aGBVs2J7AZtmOiPNLmgHQJKbgm8ihN0Csm4MiKPQZTS7hsCiU2mYsWfaH4KsQ3t1M62d/RdW9jigSUBmpUPTP37N93CS0AUlzTxEjiWR3vN2XSS8ATUiL2cCnJaxAKDHeWbUjn4UjvpvV61qSQ7smfWTmMbv7Rippal4LCmHIV616rUgpHGlJgvJuFMjOKpxBODpa8CF17qNy99xDR4KGGsrvEMRySGINM7Mf4KJtAnjXB9RqHyfAXvNMgczE+GXB/Uru2aSkxa244dxo/KG/1B6qxFXP2Rlp0ilNP4GsOkAv3i6TdpYKnocDY1ZcQ1t39etqvNoWK1GkczAaf6uUjFQvXDB7tj1rml37IcgYIBTcalG4jokokJGsHIyaX97o5WMr0+ndb4Mbkqn4Iy3DKqzKSVLuiBh2YmjBFjb9UuWEUn+OddTgLLWn+omEIWi8AQUInkZz+IMAHEpJUkBDuaoT27dhuHY4DlBnkWx6SylNMGLeSxo478F2XwzL5mMT11x9DczWzPKudsyK5sziqRbeePD4wxNG/9YN0qoMCiClEQlOFqSauscIWlFwyJIeW95QS/Kp1s2rTH0Gyuqj5H5cqOqX+2qnjVx2DqY+xykfbbW9iAkXYWCQR+B1U3G1bhgenT0tXtIFvLNi+8r9eOMFJHhaWm7w6o24LUm9+oBlI7EZ5XugPqdJQmp6jDOexeh+KBpsR2S6jCrMXJ31qBtG/d+VcwwO92dGIoxXZYcv99WzVEu+krhOd4J4hwt5adL6nd9pUHDDl1cMew9lRkjKruad3WjBFJsc8JtuWLaYDCrB0NU3Zs5fqFr7/I2idMwqLfP9XxFrwgga4oSGvBhqfOu222HIXvF+h7/slKTXRUh0zij5aFgN7InyIAmNr74P+/qGqDltNbJtFr1jrFaEQ+AWUe7qLYKAUE65ZiDwVV64R3jt+2W4qzeOre6+l6Ay8tWtVUz5R9ojhZOT/3qLBEPnOpOIKU6mPY4wnA3ChvjAw/uMJ+cv69WL4BB/BytuKP1CTTiS1udaa4mGBDcCLCjpXloij7yzAGb3MqJDe1dUtoD6qIadl+tJbdApPVk/PPwJ60RibJgZc0N/2jstfqvFfPTZvTO95WvDZ1K7E5hQPZOfnL1yP+6ejFdDBs3AMPh7Kyr2rOL+Zq0SxqtvtNTHae6xsSKx3XAcL7DOjBOoRxNkJOdqWcQoVHNWnmUc65vsEz0bfGrEJU0vtJgaLhuBook3/DwbARiIcsQEBhREVl0GIHQv+T2LFgN4IfnTgS3/7O9Lg7DOsIfPylPgu+JKrnboN0nLgp4exLmzfF6Mv5jUMikLMGYAHWZo+v1WsqJE9VJRHFSK/zZPj3EMDXFdUk+2zqzBT7lraYTAIdpPsIYuXaycLkCov+LImC3WmhagCkXWVetCpQ8XsvDZuxi8YiaxEuet0u2gdwrT1imU/pzXC2KsQb3F1pDWo6A8nmfa5vtafWPu6db7ZsgQd6cKntzRGyvNIBzsw3R0TVrbk3y90vedyvyikxjOuQNOx48b21pzkgUZRsP1webMoAQL0lJ9Jj39UGzlTJq4NhO95YPEgOqe85bHKczPLNP4mppoMJ+Bykm+Hxd7i/Oi4hIagqS0aXoXGmulLLacOS06FrOCGs6mdpf0bt5zurmuRPr5uA+/eWuTylNp1TrE08R/PTrdMihlx86WD/oOhSypKYkg4ijSqfa1B/ySuPdu0PxVCISdn6/kjiZaL5MME23tGxumed4ze4SrH+VbzqeALAgBqm1fPdUghOTYcHeD89rdUuPNQkptV3W5HNPiE+XcbZuHXgyBM/xvFEBzPi23XWAjffyinjEyopd4VFTge7hVZEDZOrplIUhwqF5HIY4KzyhuvxhAMeBqFCojguW0aSOISCzJ8PpxqPQ/ts/x3frVaH2DkLd3OdIhzDoNR5a9zpy4yyKk+SfOnIk6lgYeHu8+TZygxaZvhul+8Le49i8or7xXY5XDMtD10iGcVXfZqcbRYM5jTNYz4me3oVTBuea7sLm47fVSHD1qhTltvzyobuxosynjIh41btaGd9p3TOFH3M3MmWoe7WqH39TZTSuzwKIiBbzC3XZsIvij/Yx9w4vjwlL4gcptasbD2aBQEeNZBflxSZVdj59bp2nEzUZIpzssINCvJA8W+YBUDFM42yzKCfdMfGLAxrDCOF8E6OueLLrHfgr5TfesSfNjm1nKGV148ir9Y/jC2pyMY+3WxENnu7mh38WyN9/Tq0pY2lel3lG5u0wHW+u/bZae2coNj4CypVpRUlET1CesAZf2fb1k/4BrZcQQhwQscAZMT0kcRayg/usEkCCLHO/puWCvLbx53jURWV+ZCdyqeMXXaV5mghrzf0mnIntR4VD238sCI/ZQJKau930jJvaM86O0fcOUR0MqCrjwueC8zygfEGnzmP8SbMZbpCEF7p0Inults6SKB1t/GF/Tq1pfkggRrC57RXl5ltef8op17TPhnSJu1QdZxuWzT1uNre9zo73uvZ0kx02NCMhy7o7ydqf5NtalWVKhNOTOgRVzR1hPZqdjQfjUG0b7M9grJ8fTss4NHogApgNVmr4Jzrvwe8NbpnWQJAPWnd5+xzWft9I9SxD91l5QetuUY/WmTTPaQ8zMAe0V5J16vlf1GTJjGiulnzBygQZdlMMIcVCIFWWCIn6ai3toaKH4wahT0ky5CXX2qX0+l9z1T9SYsKtvYD3nDWekOhyXq2c6z5wwqyaK/cryY6wsF/VsvmLr/PO8mTFML1NBoDJqKTC3clGhruvbrKPwC4hZYNUUE3sjcaf1rKFJUuCbh7WMmfg+AU0bA5QutxfORC1ZEFTlhDJstUq9ud3I2wUcNhHOo2WcDw46360k6WMDP7iz2mZfFMkcXigONauKMHr+crKekBrlRGVj05+4L/teVYxIpAr1YkKym6DxIorrSnYaP11f2I90/y+PNf7cTtG+5Ufv7gqXXJprcRYvH7iDUqNgZbunn58+pxzlgfFXJn6aW2kWtTxGBhmUtRO6Nv4iifogfXE+84n3G/i36v5vG25jY0/O2XYcexbQg+zpP6GjD8H1HzG+fo8hHdGqnkc1foOMNYemDbA7KzzPDkKoLvMqW6psATCInHXDBcF3I5ZFL4eDUMPEII/FHQPgaEY7+wdm0C7PUFVgnhj8G7TRZTpa4Nvm4VJQP1vGc+Adcpcf85MKzwG5m68B62xR51ztDt8vToeW7FefU/416vxhCNxhWxFV3A0rF7L/b+Os9L9qz99znjTsFrsACGVJQR4S2iSnl6qvw7t+cccJdzPaRYuo3zf1Hjb+QRq7CUFBy8h3HAgekZp+5qYksHftqr1L0Ylz16LYfVDWYpnjWa930j7PE/7nvI+pGfAnvcFPclqkbf0E2YpNULPioBBLsIlc4D8EYLUC8h3rVLtfr8P8qkbwdEjWw5qVf5+wSy9v+Baie6X40W6rK7G7/gKXaXBlNXjAf2smct5nvhZ6RorI7qkdHQ0q2nhHPg1yu7o7cRVU+Mf58JFZJ5X4DeHv6Uy1vElB14tn/LXLi6RqyyQ422jipAt4qBbHEa6oAj3PHNSr7Xb1o94Zv5WAsXX66OxpT9ov4uSzF9FPzknk4zMrlCXCCcH8q/zB6R5uWRArgDCZYg8ghCSsGwVmYMIUd1bZhdRZv2C419e0clNu3b8dxj/rN41GSiUM5VU7EoDYVXcUNBjeCjq/dHX+V/s6xFN0GeEj9nx+9RzkL/o7gZieg/TaQ6RVgfypY9/1FdXxtCpUK1wHRzK7+v1cgjGtQywGD+i9xhDZWo9FjmwZ/8netmQ1bBqEhbVXHUlULGDF4Sz0+rT3TubIYo2LjB+ULwEk8yHIYfQVAKLH9fzz9pFlP0rrud3dAXEs3E9v6dLVJBGFbvyrDNjXQjS2F1/XM/FCRWB43AtrarVnBbMb9W8JJ6Jk/ZY4iy3g85EWeBFtRauXN64rmfsurjzkgjiKmgn+s+3L9uV4BqMCgfb1UVeeFPw2s3i8QxcdgSSTdybABnEebtxDgELF9xX3Cgh/fi81FPR/mJoLbeKWlpe229rU6zjjWz0q5VT3OsMAd2tWNP5tFyQqlIX+t0gZeRDRtuSC6IQvMJif981iknQL4alcYYUFw+eNh+0l3aMfjp8jB4zivMPqN8uHdhCpI2kRZEcIvQLfHiese+jkwkfQoIEbP3jyrvzK65KhJXD3aNu/LXT5CHHl4kHaNB7jtzPuPoWJIwKxMdtMp8DyKDXAgRBQ1rUyB3Y4Vfe1rPQv8g+IVF7I96FvPAKefaFy5e0O5r6/EOdCUgmw9enom4Yn44LtXpULxksWNDKvmoif7m79xcEqJcmkyPxi6dfai/TGPBamFTXZMkbv7MfpzHZ3yZVXDc98MEV1hIHeFQQCQVzBhibXB7XXjoJ5XvfhNFxQAvxG1pUUYP5sZpTCCYBwczMaKRuVyBrYMgiZktrdNYoOg71DgouqrW6118YPtKWM7Yq32HgklvHJrP4ae2JLM+wbyL6G0C19eJPasWRsBkYQDLJvaC/pEsVccpVA62ES5nW2MOeovzja+zPoqR4Y2DvNvURXYk+fYReqnshpWLURNwmJx5vHz7wq6JoCfGwUjgBaT0H4o/u0WqdLz7eMStkByzgR4vIKbhjnDbM8iGGEQ0zwg4CVtToGmanrbkH3K+3O5kctT2Ar/GIzNYuXA167LMDRHW0bminnGVrVtVW0R1n0bRJ6rhIYtgwF8x66Gvuh0AQLfXCZrjD9osLT9HxGWdVcFAHNAGKELPtrd4HwLndfOKc84k44sKUD50wPu18jIZh7ByThYwbaE9MeR9asJPflGSz4PAGvK4i2MH+kpYbxIVZ1TlroxHqGz6Mk8mR9jcfmEih/RUiU8lolWcwPiyKEMLpDqa4zvJ52m4GPhCwdnft+RqSpPBKHUi8ntJC3wt/U5SYgm4UtWBAyLsB+711LcZF4idNbr+vO7t7nfGhSOJjwJ1rewe4Z3muNzluiCuSMFqcjq8UpGqKIi9ruKuhoOG/fd4SX9kGamYp/Im/W+XDrcDDzINCMwLjcE98ZYugdnoKW1oGkOFp3pSjT0jOEtiL8Kp4M9aacn3lu0AKWOd5Io3PpIiTJF8OpwNsdr1+zaJGmsxyiJeDmFWApJUsbAK2uUw3wPHSTFBsluNTMzjegeAeEWIluCZZSeKEMdOvTCZHVppwX27TMfAyj7+BlR95cvhzZ9vcVmthNqRlmK0pEQ2Mx/QcYabEXFqanGtiM4ePwoWfaRPB0vlsW55HQ5X101JcceYIMwevafHjBBa+0xkvO6GGBm6eodmcHd1vc9WtjGu1PPFGhgX2e/dqvpxOszG9mk0JnMvVbEK4dNpfqitx/C9l1tV9KXry7RpvltstwOw87hu1fijmG712cu15V5HFUHIcy49RV/cm5MTb1ZdOatUPjBzHe5tO5WC+zUsn1Bpfk/asaqNpH6P3XmIVx6zatD2pJiqsGjk7zTFfQVLcBHvmK7xxcg3KRuxDEw0+x3wF3WakvsIrJ9WcuH3cjdVwC4V0FQNB+1ZMB2kKVKfN1jk9Id4efQUTkD+rzoX6EZM6Fb3D+sLn7q0oLYJaTcidt/MEFpBqGc+SBjiw723TkMs5jyCK4AHk3MOFTWQNKvIc/DSXKLXfYWaAPH8bT+TKY65DvoXbB3hTOY0/of4dJDQt7uYpslFgXK7ibL/6GE9n/NbwcfwLOQPA85f3C6PbH9Iyg9gnJQnjtOLtQS95pAf+/nFFClZCiJfwYzKBpUV9yLsDujpsKWPLj4uUMqyWcTW/tfsznqV5HPIGuL0ChvV25W/wwwEWv3uVNGHTEEN1m53Du8AjX4O2Jy9uaVNw0MQIzVi6EOGbDnbxh52+Y6VjSCZe/kU7fcdKP+spf9ZTfsdTfsdb/owsf8ZMd73Xjue9Rp52tzz1bCn13NOlpwdRsdN2yMqQT9zbZYgQRPIRO0c+I79r0oDhF2Ji8jUzo3BrbmlM7hOJfM3grZgd1CUlaJ68R8vF//js4Y9FCcxc9HMDm1y7du7C3PAwaxcjRh38lJWM7QEJSMW7i6ZI4Xz5WX6lLRqiXPgrUB5ClGMSh/f1FrizzY2K7RFS8xdb59TUrXM8dXvUpU6jLvXm9k5NtsK/K/7gqynKyyUtQ3MA4GFQw0v7sfaMjgdeg7dq9ZVcpXrV5R7q7HYY0xkP1MrDFWzST3m2f1w8nIzilGyF9+OfHXEFAgSCvDgktDrMgnu07Pab5YX+HFiUkKM4mJc52JS/4MpmLQJBZHzeU4rBSSZ5xz/pKCRUeQ85svRtFF/iNUex1i4pPLGDpkXdaQXdXuNTrWDJZnFVl4egSIJfHW+GWWXZhUU2dG38RFaMWFe0B9FWyrF3ijF7RQmzdWeRToK5x1d4387grhySfQa/qbDU2mUryGHd3MpqGmdMwrONkf0X3rZ6XlsvsWknrmJ5VYTsnrVsPlq1bAEuhsqaelXLht1PBPgTr48mZ27ijmeZULlrzygFYazvcFQ4u8f1BHznB1wZWnOPaiX46RPUB9IRlS80CIyJc+VeR2le6/UzVsdZfQcSZtFqn+NCuUT0JtcjJsK1ZkM1quGr8vZsmkUS7JOwbIaQkGMHttttLZdOk5L27bU//gD7QwPbPi/xdQij1uDiayr5Bisf24ItiaJfT3ldVLKD4kdASkjygCbsuggILHMJP4u7qKQ4qfPJBCnsMITchS79mPrL66I0D5NCUpUOJFRtL82bEqleH2EUrU+xtArKuKhZJoEArQHiNpbyGNUYBxjFqTv1JJbh/0ZqyPD/O/RUHozeTKRZwJK7WArEUAeHoDmHNRgizy9FgY2zCIVVLdx628iExwxQj7AIKRIKdseVC3R8b4tnAwsqCdm0EQGpy3U5cTulwabf8LG2SQUQg0ZUpXLFAnhjmJP6vYrV41DwuiTxtKRlG7WQkKgC54mEVYdVzVIwNtQahux1QZQOzPQbqM0QoSRiqIs6xu+HLEj4bZ/XB38vaMKX2N5ol0olnUII2F+mXYOyWDecajH+T34vQFntM8eHstroEvLsMM0bkGchEKkAXY4nk6ZClE2QFuqO4HzkuuAwSNhNIMXC903e9ES+RqyJZFVc02o7/sveSoGQzen01D3Rh4vRS/njdisNIU5G8m7XZQwA16xipRmi3G8VeUE8DBzQwEEOmAaUJ2BEVQibzvFdFZYQ85KjJiUUmZWp4fcsgOW3HbWB8EAypKkGUol9MGOvLNS13Sausq280l+tdIQbUIqvjtd8JcOSRrWQIHsqVIvxGl/sL5rWxcrq0roY1DtGZwnbXlkdLzaoxhAv4ytr5MV4jb81rMaBFWrx69XSA/xOPMtlbzR+09O6wB4Lfh1nPDc7FJjsydOOSrlzC0QFgn3Avbg0WL+nDj4qLR2id4XyReGaclgL3hQrx1bhv+9clnXBJUJB7nq8HvwxBpAvVlYmmCvhc4grRybCYQwztp/XK+Luoxwr7ukYH5mxeK6DMwmxVwbUdmcDnNH3ZNv7Nc+mt+TULvO0gFiZLNhHGXsy4ch6Us/qvpdx7off9NfK+YY2qFP2+h1/3b4cZQXbWd1YfFmJ3sfBe/LyNJkUh/UcToQmESDXAYU7RGxfYY6zxu80sLAaabpZVZiDK9eXFq161ZF6ZFWrSqjqh3rK4g9e7G2lGHSsat3pPBl6QEY9p+tp4AraOJks4ir2ckvpd1hhANsb7fqIrz/rbqPD+r/vLgBKdR4h8ipCdJz6Bm/iuhB7j7QYaJ6Gl9TX568Ou8CaO9WWWkvQzo4jV7JgrPIe28pjjiMd4c1avs5Uo2WpXXzQeMgoCPV+URct8xCngTzmuyP4SVMEbWtThNI+OXX8rJbJXU02GPanRDXcFYhzbyg9dts19B17T7kgywDoVpIHjbTyOvLmoMp1mMNKnMRXlBpcF/wuQb3R8ue/qJVmJa2YU6f3glZORhFc59PI328aNbV/WKKLXb1rfeMd8fNapZ4Q7c+IQtJ1r6X66T3ajWkyMSoRS7LOOf9B34J71HgUyad8fRgXsvSc1q33HQnjEvyPEfXctaWVMbZT2tS54esdO7v3B67K2i9kNHGVz4B1JtZX1B4KFzD+ULdx2nl8GYwc+W04M8T9g7jaaavVWeR+pC+38/s8s6ISkPgIal3FTnwHV7lf1N78H/fXIuKHcAGMlDy+qnVXwHgZvk/QZHkZspKbLwfo0teW2JSuqwdK7nizVg5DTam4Y/T4960zh670tSd5iMW0+aG12ErOJ9NisbpFKQifTIOP2g22bn1widVPom+ppUE+UqKap7QooJdSEN4kEnt7j+0aELUeuTMErc3u6MyeWQCJjHdOplvbZuXmxSwvFdmAd+rA/wyHdx0PDNi9h/lJS61h4V2wEQ7Q3APEZcs+lhqjFJy2PAhMlI5O9ghUUIqhWi04XoQsidMYvKCkDKyWKPOErb9A9ryN6OeIlmW0bOQprp9GKfT04jdyGqOfUd2dR/LBLeshx1VCZqLkpSWC+BJnTTu8FfNuJuPHRToQOytSlH638cpScjHTeQ6gRxjvTl+uJnaVgP1AfVJ3yY/ybiOwsoQ/qP9Jxyg5Kum6/yJ6W+nBGZa0TJtCemkF9YHtmBVtj2xTwpcG1jU+5SiIKymoD4yiW46iqA1t0vSwpSZUn/ie5wlalgLcdWIYcTcj231dB+BLtn/wb/eEaxThfljGNOEErRhlUybgFFavLRN3BSFbXUWpP2pZz9pcaT3DXSxglgFNK6i78+EQd3OiUrI4k0XL+CE/mnnP6ZtmDkW19UnG38AaOEwNQ+rUdUVmDC95IeO/wtwKHzUk3OSot+rRki5w8fKf/IP/nQGPBLSpKI9fTOqSZlWRV2wrPF60jbUPAfH7vNHh0SJRg0RimHE43/ISHT/LGZO2o+65Ig/2WQ1vWjGaMVQyXwvv9mPOPuLXQJwMOkPKuRnBhMfOy7zQ2Bok5FMmP69Uz0WzNvxPmq4zz+7rKpJ7iIwMgBdNJVcPTrISifVxvNIB/8TW1rmzuzfKP0sDvaEOb8lm/x97XwEnSXH93y5IcHc/jrtjfGf2BDjhOD8cjoOmd6ZnttmZ7rnunhXkIAQPESBKCBaSEMPiHuLu7sSNOMQI+f+qZdqq2rb3CP/w2Q/cbtd73/fqVdUrfyVNB6xrbq7bcQ60XviwQvz5kMaVmUX2wXskmtnXa2LTkLRM8qczy1dUpTXod4UzVmUS/EBmwdK2gTwpdkEUQnBZQ9ezyG+650fGNLBt6A1TERAN1J3Mrm4TxOia7mey0pczizUtY582nJWBooOQpbXj67NnyKnnc5wpoOU1OWg52wJoZPdGoqFm80ZT2UXq4CSQW+bp5M5kl2tH/5Qnsxn50sySN52xUlhx2ilnCKsyesAO+DAUad6GUCCn2JJAI58tBXKuD8lBnZUThClN9C73mx/6ggzrXTwtP5rI0WMn69AoGO5qTbFrTizBGnq7Lej9rpxyCyP16Md+qVnvi9qE0BO1CXVSGLciFode+PZHskO+vjEcsmyxwc1DPyVBl7rmuDwP6HuCb41P+u5A+PdJImMoot8fsLc7ItLC4dvdenx3+DX0/y4F7w8pCMLsP5NK+sL8u4q+0ZpFuwdbbZ8q6KoGYsHbZzSRZ12FFV1R97ZfczvBvwHq7QVjkgWhK+l64NKQuTmVt57R3XHCXjte7yty1FsePrzl/tbs9c14SapmLHGqlrXPa8YEsaV7mr5vcWZCmskeEcC/DKMkEDWr6/t+cZ0YcSC6jSnF3NKwDQg8I4gxMyw2MzF8PNEj56YEcoZTveosIlNYqvih/KpItirmlXdwZQjoAP5NcxgBuQ3h6HT5WFt3zvnA9jPC/aBq5dG6cgEfrgeALPhgfQJHvcFicK0iWDcHUh4wWOpd5jfMu/jW9q2oiN0ZXQZRm2Cf7cdEQtyi1hmA2196CCCcYm9lRW40QPce6om352sZwEGkWC+b9/ft7h8W5QU+Sl/Q32TbLMNDCpCnHH3YwGiXSmaMMt3Z7O6D+YvY7ZrjJMnZ9j4ngs/qYoc58FJ6T+55RkHDSv54LKwZiC54dC+43TarnW/oWUXo/hiS0hSsmlE4wcWVwK6dZ3nMF2gUsinmmMATQRC2KbYlkmdWJXIeDNqkA0dlZwF8LSB2O+CBYs4crIthO2xO0tjTugZq36I1pe8heO7TzchSt3WY94t1K1ToiXJ3TJ02dzz3tUV4Ymf0u6LCC8JkT5gSZWNnQRjo9g3FXQTB0MCp0LbeLh0sCGbYVmFMdG6k6uOyHXJ1Z8G8fzSuKYPuzoKggRt2slpq7+7+LnRFrSPtJwh9Wy1tCjw+Kmgt8M/z3O+q0pT2EUAg8EngCJoquG4udxSxu5sAgkJ0RaUD9sKELicIPfPx1F0FwdTYXOzVWAGcum+XdhHslwZAXvYQhLYhdbuqMFCAQKkFvoCnZv1f+gNjqjn8srNg3afTm6ICUjuSN5UThJY8abTLHUFoTk+LY/Jk0epOV5k7Ja3Nqhlm0X+SzDcRDs+E3XYf7mDv88ox7ziMyz3rLpK9xYiKtwYVgpqMuyq4fkQ4W5kCcSRXOTF7kW8JKF4lBev+qmReJbPD3g71BbsnitA095YUSTfM9Xs/dzCD7qzD+f35fgZzK9haxPLIGRd1EBKmNyZ3BupAF/qDsa7cNIlDIlszitiTm0ITDDPsq2pNOy4Q9NGAk/z8zsMLPauRmJsubTteA/RM4Wovf+Q9v/XyWLPfX6EqrXNEcOBGU8UWUNNqhLQgNFV9TNiyZWOpAX3AW1GtmVxj+OrXqs3riiXvzHHVxnXlo4VCs7vGWLVqpbj5LGFaLtrPTDpPauYmoo0UsSLSDuB4yrSqDX/ZWqo73sP8IlgniiMxnCKxywlaMtVkCOCqsudt5dNWrz771A2SIY6Orl53TiigpvUihRN3KjyfdivYpilVmxA1daCYT41a54XM6YMx0BT3wE5T7XbN43lmCFH0cYlKOjz7eGNCJs/Nhl2m7MI0RM3Y1f7DMvPO9l/StGxcMhV4UcK6s+0Ja2oGOAA9KAhoYgbe6auKLtkzl4RDJ5Dz0aAosWndGQVRcZ0wC2of8hZTo4Bg1SRNNAPjBBkWIRjso+hB8gqC3I0JC2FyjGrRHmyawOrnRkdlcyDRkezy0+zrHJ6H/rZZ8XLAUlJ43gdWAoQQcWAwF4xZ6n9Y5DZbpNJVx3uiojhXZMZkYbIsFEtCARx6MES5OzpqXuMyj2671LYmUexWeUP5oNP+RtvWya6Z9kW4YXwPsIxt3j9c4hIMZ/wejkA79aWBglltOwFnPGd7JTPcAGqsaAz6Xec4huNDLpqUNcN8y6BgWAGYCu4Q1FvZoVPm0dHtYRr7LGKxVCsVz5sr+IvjgaPm+kNkFaF5ZcvcCUigu5wEWkboPpJA96wCzkkArcagqgGNK43y5rxhk+jZjgFsBy1bLiTRMxXspQNFNo8cmbtp1k6P0BzohtoTrBdoZnkcDX2/5x606B1zZyJWwwFEwzkK7+3pVaiB0lJ3ti/xAK96jB2hRbe27YWeqIgd81KyofaFjv0c0SW6MSaDaajlpQUwhZ0USuE5GXweFPk1cEBnAiJqfI5kwbI1PjeiFIgoc6VQbs6FuMWWOLnVNIQxMNFGCnHPk9ljkMarLN7zV4ytMGecZ6xeDtRNqmbclDhFaiBTnK5Yb9oea49lrZe1/KdHPXPKDQEy/xlRb9NBRm72NJ1lDhoY9tkPDYDnisFqNCrJdq+VRqPQyMx+HJrTfRsL3PJH0Am6OGld4kSLcmlclSvrcgQsJMDy5WYBisG8GxkgngchtuYWAcLlEMKeZGhyE1EOdqJrldLSWUEcH8XtU3UlhNJaitNEuCAn1VV25KRZgsyP5PfpC2sf5s05uBwzaahpvQ5rH8nYYe3D5vQpuARG1xtDVGLruKujXmUkIzOs3lt8sFsgYCoby6CEmY6NY0LXfjBl1sAbNbB82ImOHWr1Cqz2J4eA1f4ht0/V9TBKEGPHjkSGEOahcAuvBGsFfrDhe6A+dwPmsuaOZix/qDDNdRZ0vYvjFnW7ctfTM6dlFBWwJ9GX7bHeoqSMFvlpKPK2rEQWk5k+LKQRtJFtoOgiglZtDze8gATvdGVxJoiIlhXJa13GnJV4AGHxjqbmHVawWlpWiy2utEKVy5fXpEIDVRM2JoCwoYmt3XRI5wXpQ8Bjs6oSGFKeadM5t2h74oQk2GuPQBHnBjXywpy5Pw+EWCmg6l4cwGyDPUhgrtFREKfaXbr1E1gxrH0nCxFL1iqUXxn0Qsvqcy3P/4ZLXvIkpDxwpiovKR2kFOf1rnzkVOFyzK098OSh50/be1aLhZFCWq5mJEM+WRGh/HaIkzmUMGY+upePhONg/I5FhwVQK9wZoDMlwDwD5PXs+T4NoD7DO1u1EEDEOPSplmA2NsK3f0ZHwcsK7h6Rdzlp6BGd6C6eybDjs5zIaFaoSmcT0JeI3vWIiCo1NPvweXczwqEdXM4zOW5A6ZyX54VmV7b2YFytQF7NEEBQTt2Kom9vSzll2lWD2UCEEz0XDTrckcuCuwqKa4c9BW9sdEBseHOPyZdPf6kdg0CR3IN+4OF1KJX9Kjy4wgtNHyK4J1LdByvcTJlBgvwAo6P+v+3TMNoA1GLzANiYb9msOBcLZntrUlMCsSYV1ZDbsvV0+57bBqJigHoE5BrbSkIh+KkoFPbwfQIPwOwT/FIUNKkdoiuGvgSxasK6wJcq5EsQpxrCqYS4KiGuSoirHOIqQb4EuYpBIymT7X7F/8l8zWY/3yfwWs00eLu4vRfke/ib0t0/8K0sTFsA+4YSoJ9L1ue3OK3IvDTu+CzrCjkkPugs1ubN3yGEpqhxqdt3HrxQQ17TbsB79VXzmLkAvKRgBQxfYZ+8s14UB6seThCEYfhtz/lFQ4RFZlyZCgNEMIKALHDextZE8CbqQNIjjlGogZmQHXgCEqvCsabtI1zixOYG8sYUVVk4l/vBxcbWuRSxJRl4hv3J0llzAX1dknMLVh0KHD5wX8t1D85lOsUAiv3qJGpY4c6d0HZ2vJBQNs2dB/eSJ+SYC3wk05wzFYYaNE5KIkNyTh2Ojm4f/m6V1q+yHhPJxGeXcII4gwkc7DDiqn0rYxhx1X/00nag20xf6wwPwTanuTNsheYw1OFDXSaZFYSjr0mghwBB8Y9NvyHceElQov/vQE8TqE2WGuYZIlTqmGx4QnjOj62ON0TqI1gjOvtd88jZSuZoU3ZRHB9URJrui0pL6IqXzti5ssf4o0FKEAK3J7VkMTBlcQ0yvHgVjgRj59j3LebQb6J2XvMUllmNkgWlGfFUNfhGJZxvU7iKSjo41D6jDozBpDWu97yLgHhxfriyhcTTDalfTo93FgqvBx7a6HTlXs+cfqYCvQgJKitys9+btE90d8ELZLKiG9rAdA4BcN00bAqdQRGDU45SqyOl1flsJGhXnBSFwXjLUnoMCOhoMjxIbjDUynokartXSqvilmiw2Zh0Mwra8jHp6xUasCW15aZezq3idzRRkY3U5X0GCq8tT4P4nfKlqSGReQZPZ2YBPBMJKEl98z5HM3XbRObbwaxMpoU81Dszsl8xsuhNB7vG23Paiz6gE+/LEjhdHtF3DZuV3Rcd5kcyJ2EgmKQzPjrQ6lnMUQJoDfZwDWyxWv5bHLRkNZX/Xu/h85lralzWrXCYMRT2GL5RrldW5wR2RSyOrwCdB9Bi41GEOmlTxKLAIyTnoKQP44bp/YmIrHjJhsZpNE7PHfbqZIhzaau1kSqIcdkRXfuUV+UCdXkcylxa40qU8GGQs7mVvxEpX9TECQnEUEMa0SFxSqRSKK/JDS6WbG7tUooXD3yt9/DeGSiWntxTre8RuXeJ3Ao+siFXyKuSoM2lUStJFAiadQuKyR7lgHivEgikibSDn9DtfOpnzwn0NUlR59LU9aRKBM2Nzqp5+Wswx/4QObgYRmWMUdDTPxSQg4uUYMjBxRBnLk1SjJUeLMPNKI6WauhlRQVTA2TOhzSuIavrcgRE9ngerLk0J9I4TVUBcT0ix5xDGteL1JDGyQCINI4Hay6NQ/VEWan2RGFKnBRa4CagNOHeS4OCO6tIF7pcmhWhzMOVAACdBo72L3HRzVO8zkvUscCA+UY/c0s0RPf5Bw9Cz/kMfQQ34Uf4/q1tpEA2mgNNN3eqEmXj4p7oXMMAa+3O7cWBYs76hK6sSKKGtDu4LwpOOVgBXpr27WXdU3caLbgAcB1UA6cX4kTEv4MMzj3AhWgSEBMloXEbnNPZBY3Tzr4CGtlSHFsnqrNApzZcJ3SJuPTWuYG23AkoFdQ+IuvWLeFtAxm8r2It4LY18Cyt+bwS2iKJzBCX9Y1onexVBhDKR2nOJNKjsQENZ+UsFZqCRhuXxL659pS1gAImAeJehhYnTfelpiG1HKPsuAICfrzXL2fw4zbXHPlxGz2bH/cwP8N+3KNJOj++2mHWhm5YgJTQ0IX2REAKOACRoGpyR1bMfRtRaHfFZsoCvsjDNgclvNQDn76IbwpwP4NlHMxIukJeb5Ua6OwF1b79J+iGNRlP2drNkvaAgUhG9gOFfrCADqf52czaA2ML1DRA769pK/1AVqgVCFCUZRxtQD1Oo0243q/0A2XTZsQCMQs4jU1XB/gs1TqdyDyY1P5MrIXhJDAHBGp5AMqKoxVUKdIaq2AQqW16AUABmx2w4an1rkbmsWkkdq9fng321ihsYJPZgD8CAzehLfsiLJNkTgdDho5Y4tX0jTbjVYYa/JlU+e2xKsPL8ZnU+W6kzm25KwlTkJphxroXQsdpnjEFQ/Vgxyp4T6yC4VLfsRq+JlrDcAlDTuw8U7qFCncH6nZHjG7hct2Byj2NVC5cntbE0IzjBU74WbELk/aoiNlmQuTQoB0Eq/KNHNIDxWQ/VGX+t7IfrpX//+X/ZCf7kjY8bjkcQLuRitD2OxMBYOoWB4DISQuBaY5joZgZ7L7UIyQ8ZXAT4dneHOD2D/ijuBF5vigAaOZ1sq3D0DLkVoTBo/XNIOFUrwRzoq+rA60pOdZJuJ6hRMDMwfrGhghx6dc7bo9BewbXP+Iymm49RDZv1+jj6gBE2e5KombdvQwchHafPo25l4QkbFwKItMOz1yDA2CGFbbVCRXm3rKcXdgyf+wl826QX/Sg03NlKqC0wB4t2Nhry9PpZYeLqBCSNzq6PfTN3qusN0YqJ6RgKPm/a1MTkyFi8NGFry1MxVLzJ/S7Yk8theitz0Mh9fKMP318ZkyTWy1FnPviDZh7rC+FtB3rS0NVa/UTUjAscgMqO2Ectgc/2dC1wkhpSTD+sj4l2w/SGsOLw7BHgUBjXBZitncufDL9SUPZtXoo9nNi9gjBSfRejmYHscQ1aaBLvverwu9I1IMQmp5MdsjggDGp1BVB5r6qC2MD8+lB0EaSKHAyGiMZQKjY+mrCvC+FcibNfCXE3ZUgNaXfdZrOSLFaOzElUzhzgD5b5gBn0syFqoU6MAS5pUN0tVOGDak8MpKROaTykC9Jhk9BcifNdMjYPV3MaGyTM6ncU0PcUs/uAIQJiNG8ya7/qoQMkBom5Ij8CEksEZOXpCZZHwEj61NidHYAhWuY2uqcwFbF4iSx0JpYlKRGiiiuyCy5pimFK24aiJDv9nInscXKKICkZqiFQUQFqr2ouF6qUUzNNgrnSJLRUP/cTVhbQo64m6KChEp3Arw90k7YsYZEg+s1QsKxWKhqOMxJdQ8Z24qfmGkcaLFmrk8tfbICqRjg87A+Veuh+hTLFsqixZEpixZr0iyGSqepqeCF5MQmDg1+ml1Y997suuOCSjE0+IlhCvXHJn0S9U6CPuMC3mFLxn9a5DMwEJ196W6Wq6ERcgagOIxMgyMTY2Iy+RAn1Pn5EDIPdRwURD/sTXbbWniokxom1Hf6ETINdfwQmYfaNgw6G27/jSzX5OJDXbCFEG3JQHnU4O0tOQgiGykKA1E9U5ZFaNhpo5iPFEfmxaFwjVIKDTszgqGy5uJkGnaGUDIPO12kyCy5pimEBiapIEK9l5c707DTC5B5gGKBIPV3e4V6NRMrwlFkHI85zJmHDCaAOW5IpsEJLsDwYvf20LdQzz+ktV6yBI+Ge1aZJKXpDwibmLMlBThHIzmhE0KH9cRIVnfA59BXI+ndsVhSBb0v0vfMVmLfo0/DGvA68boOWU2F/Vw3AC4zNljowdxhivstuEZth+kcF40Mr7/4I7St8gQdGB21QiParyCEn662Wdev3yCsO8db+UcgKObeuDdukIfGfO7PqvPel7mmjaZ1IyT4Atd8a2MiSAue5ot4rKtRDrM4MZKRPDU/jzHTl5tiN1bUCJwtVtx6OJ9ZKyBWaA6jU1rRI8wNOvMJcAC2IACm9oW+81BhyJ5VGHGsvjqMyzkOEaW1+fisPz6h9clsO76sOeAgc0DmWpjMbBYaDUOBiCSdnhhbwovRrLFW24zmzZYPSOFNZCq8iWeg8CYyZroegJJ6fQGE/4rN9ySCcY6zvgEhNlvuKxC02JxrEKY5zvUaiMhsOS76kfqSAl57lnR0H1FAcaCcYAPFEGvZpShO7/1J/5gviVzfxUgY50Qcpx34GFmqDt3YoN22H2aGnhvZWmpMxcmaoyq0ESU3Wz1ajIRrgqiSCDzLBIEhRE/WVPCGhzBZQhfRKJonZSfjZU3byXh5s9mtgABEZnwEwRCX6zqCLzbLGxCMuXSqPVnJMCKyuHZsp2rJzMXJgij9hjAmi2ifOYrkiLXVMiRrIq+JlhzrNruxrDn6zelYYXNULzYhBWerHPv78ewpXV/oHwRLsMc3B0PShj4XhmhW32owoS1346ddC6FcqJpbg1LH1tp1ULZsFj3Rj9XRxF5P1ND1tganj7PLIjgbyjAjcPK0s1eHL5tpliHAzE7afLUhsqcOjI+lXt+YibVTFcYUm+0OjGsO/EhgeaSlzSReHgG0cZmfH2ZBVZBymDTWSqeFeXLpl02g+JFbYDGkJesRI5egpQExyhYVCG2sMeoQpkR9HkxabG/XjmDKsX5qEWJ2zOzSFJmtVtVgSPHVKtDjNMdFWUEXRAVGHdcuF8CYULVxI4y4qfZnrLcGI+SEjAxpazZcXO1uwLgSVW+ovNj63YniyrGC61Fy5qiG9yJlRlXQRELNL4ak6KoGmUlY0rI1qBEoVHyLCvRc5mMS4GWjPrr8G0iWuLZVRHImnO54OGKbxSYkazYLL0HjxZt5tTfJ3AuZ1TDN2heanpQ08Lo12B8SRK05Low7W6Pw/SNnMO1ntzfMAL9ZV2P2Wp3fT/NiTYmT7v2KltT0KmXVd7RSiYHicnd2NFDGfPpMbojdCVlKk7sY9lQl5rBnzMkpPqyqpJgXzdJkJh4hLj8bEQgZszTqh0uTlwjWuEysDrLmUbXMpzNS5SCGPS4XIozdUrln9D2/+hECO95R+VwHk5BH5dUNUZtd1fMgZFRoORSulKYAE0DEZWoTCiJjrk4O4I11pW4vTZ5iAeJytAEOkEt++qI2URJSNbJYgHT5GQJkzM9JPrQeuP1aTpOdOP643KyH8mfMzEo/mNjtGuOyMpGuT0oEEpet09EguVQ8CQSjBIfRslY8CEC6ijcEyJifpV40cKF4JE1m1kK48/C7AKoGHo1I5Xc3oSDysk1tVrapZVZkiQ9KaRXT1Jc1YeY8xjWa1BabRuYxr8Oeh0VAKacpmUjmVOa0mPNwJQCpIk33M7sSGECqUYYHIHDqdlvSM85npsBLegZ4ERzTJB8d3e4Y3LrsXKsfn5h8A5wyD/dlPncz2e2pqeaEodJwIPIYU9h4mccUEP5UY4ohfx7zBBNMMY8FJ1enhUDIdWq0ESEkLxdRTlmnQpW8PJsatTSElqY+RXPH5WQthDu3ulQNmDXVggkUIX1ttBDmuDZWZ1P8y8Jwmdc1wuyp1jUc9rlb13Ak5OV8S7N0nqVZOM+QGymlrO+xAKn9UClXP5RqbSXkSbLPEHx+wPPOXEZPAkVItf7lQciYpcU+uHSLRFG8cdk4LcSbR+UwQ15l7qRC3Kmqls2dh7M1oVJ1tjHsqeZqDntuOUk1q49hT5+T7M3dr8q4nNKLxrDH5WRJgD1VfYhkTis5VflFMqeabVvMGctuhQ9JVDoDcN1RaqXJShKMuBxtRmJkzJjf/4utVlcyX27Ow32qmhkFMKP7DHGncp82dx7jL7UvKSn3O+L4U43fhvx5LC4AMFEWUvqeBBCp1ie8ELnUtOBqSbqalnatZS2EO4+lSACV2TkGmVM5R4s5r6JI5eGjuVMXRXYff6oXSlF7clMYkzQjbVtJCBOXseVwmMytFg4Rp4Vv6qZIamodYgFSzf1cgIxlLPvReqqhqYowLuS/enJmlKQ8PLmLmb1OQCFSeXIvRB7rCw7eLOpYGCBlHXMAcsmPqIxJcif7egkMIF1+hgB5bMj3BrokdLpyrzeLDXkUSKoNeT9IHusVvX4q1xbFm2q9wuTNY2IC/q8pqX10EoxUExMfRh6tqCfrhiZ2U007N8AB8nC9PVmRe+K0kO6UTQKIuDxdiIKwdyjdHGXpsjah0HO1WfbDcHCIVN2VFyLPXBWKs85VIdW5DGhNABBzVxMK2c9+nBTEa/ZTzYdPhvCnanuxACm9iQOQx4ypJ89mxhTijsvJxRDuXEe+ayEC8lgy7Und7iDVMkwMe6rFX4c9F68h9vvWUwyAFWB5r3g4a3FBqKUBiG72FY8Qd6ppts2dS90Xe2PiLLIR4I7LxrIQd/bNhDB7nPRT/OzyLK9aQBFS7fd5EDIW5iNhKY423a55TWlrqQ65BWeGxBsoqtaSNKkFatQS96qfJyaeN8aezSNvGwCC+d6geZ730tpdFTzR5HliquH/62moyqFvpt6DdkBv+6lSV5z/8h5SapIwgAEXG8q6yeqxjbBmk3DqmvWrfPfDTNuDfHjN4/1tPSz7VtAHyyvpw2CMsQXQKIMcLFu2LFIlvz9r/DyogNDW1J71nKQdUuDZaPhALn3zIev32W3ULA0BZvbfNncefbL5eyWzDw2zp+qTHfY8zl90u2JLTLvWG4+Qyh97EHKqJa3snWuIO20da2WvY775QrfdS3viKI4/1ZY14M+8KxNkTjVC6YqdgZKqBGPY07Uumz2PlakJuScLXVmRxFTjnSQYcXm6CImRy1R5MxI+j7pvAk5kv8wF4U+19zzkz2Pt+BJZEa29sMlUOUoEEpctFEiqpp0IJE4Tn5e9ZFYToBB3Kh9tc+exc32JKKc6uBjJnGrn2mLOo7sESNnXYULcKYvC5M5jIGM9u9xN1+1sRCDkYdfxGWEy1RAxmjuVXW3uvLKRyuNcDOGeu4U2W0Aey1PjA2VmICpCugs/CSDiLLYCBpFy6JcEI9Vmlg8jj82sca0nGIHrR6nWr2EAqdavXYA88tPR1ElpNlcCYACp8uMC5NGXdTR1InNfFmRO1ZdZzHk04Y4mKrIhDR8j3o5OdK4/lqt+x5sa4tQo7uTmTAiT6sJPECaXkf+ZURLymDS5mKlGiEkwUnlAH0aeGUvZ5qE1w3l7c5YVLAwTpw20+B2YPOZ+NmYanfz8fUOR1OnMc0cIf6q545A/F6fcN7If/beYcymTbs96cyurTcP8cTkZg/LnOpDcghYxWye5Hgqdy7Cj26ukHRzGAsQVRhMOkGtpbIDLyKUVdXupZmKRzOmaoMmcMQ++0GodqedsprRkpZNGo7MicfKYJJqgmee6Ie5Uc12bO4/IjSZURRB1XdYNUUk1VUkMlK6thYBycU9nR8vIY4vMQs28iB9mT7WI77Dn0vkBrHKqo9lx/OkGFA5/bsWS/Varw56bKtkPooTZ0+ckp7XHtthtgrsAqU5DxiOkWr30IORROBZc5sIJs6cqHIc9jzUBaVpUldCkK9WyHhwi1QlcL0Qe5WPhZS6fMHuq8nHY83CvFlaqniKOP5V7HfLnMTqXBpo6q7tiMIBUi4IuQMb8+G6bSJoiSxWhmt8ysIOY3UIQgHQWGgLk0hDFTlfKHmUizJ5qf8VhN1Ve0ha7urRstoPDdTABecwSWpokpjqJvBbCnUd/3VINvayoRvZDT1CEVP21ByEX26qGnmr4Ec2drmQs7jxaU6vdFfVU6+Yx7KlmWw67pTJ4Dtz7e+YGdTFSxly0WEdAHs66JUl9XZJS7QvFAqRy1i5ALg3fRks12ohHSBW3zoOQ6/rZRoSQPMbQDlw5+y02OESc5SQURK6muzBSSq63yrzoeRwuc/BKZvia5GWTCCTVzY4hyKzbVqoaAm1beVcQaNvKXoJL/HBNOfPidJA51eK0xZxLHsa0VBtukczp8mAy59E3NNVeTwRvfWWuv1CEVINCD0IebrupjkualPYUeQKIVG7bC5Frq9yEkpLHsoSNl3lZAsKfalliyJ/HsLqpdibThfKKYU+1WuSw59NKW5I+LnVTndGLR0jZSocIeTjPZldOFcE+kjmV87SYc2kt46LRmUWwOAh/utbi8OdSx8bFntSV0i1/xyOkq2MuQh7LA2NdVU1VOtHcqZYHbO48/NiYbChSqsXVGPZUfsxhz6PRp10kjmSOy0XVxywO30mcVJviWGou8JwrWtYIgitV4LcxUe7KSmc2Axc4RKo9Gy9EHuf/XLxU68VJMOLy1UZi5DoiuyhaTK6Xznzw+RZPqlFfEoxU5059GHms4o2JcnN8IGaPDecC5OHExdQvZq2DseejStOQUz3QGsOeqj9x2PPo4EWtKWUPjBLiTtXB29x5jCPFvqQZg1R36uL4U40jh/y5lEl7NuF5Q9zpyqQ9m27L+yAUeMWqKzUN8Ew5eMfKesTZobzYR9nUJBEccJd6quY+6Gz9GRbnRpFoolVRbYye2B/GK+mJbhcFAmiEX03vqiDOkD8USCjARV+UtSWBSBgNnzwQmMP6/5zJW+uzkSY1B5omKYYTB8S9gIIgsO+x1EaK1VW5QM2PQ1GGpPU40o5kDF88q3sK9YQ4RudFcM/bxAFaZG6GBik1BBQrGMJKwpQmG+6z6bJqfRDkYz2vlQfK2V/5t0TjaxIISiOZwYCGMsyPjoggsvtI+tnx0EhUtOINJKq0TdB6TutuhvWpRHH2VR0Ehws5h3gmcTrEdHwU04Qk9YccK6IoW/IkOjtuvpZHYTT7SSAi1RBbrSQYNRSG/WVMk8SJljql+NvRKSg2M7LRoN8SPRXcH1nI8lON4yIR2oNu15J4fiSd08QtIvMvEAlLbWoRFT1Og2ZXAuGK7KhMw+URi866cSTI+pSI8m8QEsc31Gr1NbnBPRqPlAAIRTI/3JlYpBOTQtPqTLKlA79spTeu3BE5iKiE4lzLHw7bQ4kRpexWllojMzsya7l1QufGScjYVzyNxo3IMnpib0Uum+lL0D/DEdvgTiPpt2hpCVBWoLOf2LkeH4PhutcLYihn42DXQ7Fb03GOzqVwWkKjVD8hFswdHn4oljZeLoJiR3jFBbHqe0apSxDEaOO6Rq2NZGS+GMmXk285J0ZARteCKvcE49D5kay+4eHKSNKE40O4G3BAkg0QoxVJOEJE15HoISLcjQM+dNWavROfjeu2pIO+HSkouTtfjsx+Yi8+LxrCdeJbogln48PROgRGydC6Fu3og2PjUqkCIYMzu0wF2BArhZWPRrO7Fob5oxysa6/KdtWO0BS73TGxOQH+OEuSnIirIKkrTUp29bYCqVotIxCGdbnbz4jNcUno6eEZBSzRsWSlXFw6K4hjo7jdzvnBKLJIGeHEHdEb9/LXN6I2bspXmrN8AsdDrZLFMoFOeKD7mY6LYvIMWEphOmjlGtbLSnlhKpYLYNQ5jUtOR2NnHJJUoYhxo5ECigu1IhbNAFkNOwbF4BvqnISiSjjKWYbiTzbAQYpPOLaB1sVEwxo/C7Qq5jkjzWeAk3TQY/rD9kBpGrKqLHFDvi9atAjSRaToa49Ccrtd7dlImtn0tCfCUIEra4qKoI/LbcNfzFBN4UOeIQ10EQ+a6vi2cqEWrMJpQfqR/NHskNT4HuqM3AWGOinfApfv69BwxUqwROOYgq4m5ZLK0Wj20DARRjSbyht03hZsRO1dH2AAt8gETZxCV6wghWPoatVZeYkAcwd307G08XIz1cotcybY2buKgEaNoxbEcnrGRUFvYhJHl1ewrMrV4CDMD+KW058j6aJlQVLnbByefJweO47/yZxkGV0l3VSHD4wUwV1ioan2ZwRZaav5UoVc8+yzGBqe+iFRc4F5kVyeSh/0/NbVV1hldx1SbSuUKacRPsyGsxzi1+CQcWP84HzaZfMNwU9GkiUcgwdHIC5AskE4WoGEo/AyFCDdMNzigdebuRmIz92QHPYtMCQPDmas7GcezHjY3cEMnCgwBg6PNMSYIWyQYjikq1dX5wT2w1iceBgExX9BT9e4fM6zF1F1LppT4Y0liDR00Q/rT6M8kpE57EwcPjTbs82pRMzpgyvHbvbTblWgIEJbFSjC2cySwmMJMX6mBMt7pLcJeq1qNbgkkg4iuLzciljwbUUt+LayLC/PUlpoAa0FW5ltuYu55VpoMTeaJbiY25rDxdxW7ou5rUyLua20i7mttIu5rUSLua1ZLua2ZreY25rlYm4rfjEX0nRnsZrZSrCa2ZqT1cxWytXMFmQ1M9j8kS4s4AFL5caRKFZ3wSFYZWPXThZFMSjCxGR0DmGTzfnBKXQgZ8Mc1YrnhmfbubicB+C42Q5so5fzPfhd1TCXB4IqIgk928vOZSyYuhm8YzGEFucZF8A4UF4RTQzxiEfAiH3ecDGMIqEnHIXxJvOCULEJPeCiIG+092sEyRN7vsOgnK7XOx2aPhuPd0IQMcLbhbQLeLqzgunWZSXrbpKD595W0iR90DUQY6vgnvnQJ4yruus7fV9tN1OtV0snpmQKCgF3gsL04OtQSK0WFBLHdCGU3vrdukgGfQ4Yeikp9NE5pgJD31qq288Oe8+3hCEuCkC0Br3eTH4aroiAT6pisIdoSZNyE2J16/uwsBqFkt+pBivE8KNbiUYWpmIJCAhWhuFHtwKVFqZiuQBGbf46+6Kpo7DtckGWR83PGC4Oz2e3NGr2ymRHE3s9UQMXCXXwfLf5r6ANzCwHjmQ5ThjKAyHf5vMoTg8LnL4uGc6L7rA+FXIULM6KVi8hoSWKk0NHMBQJkWOmxbQAHSnFvFiaTEqK2gFsKSNlduJtmcqGmwOSfH/GhBnwULrvlx8bAAQKd9WObOiCbIwPByUFCNnwSQ1dAONtxccwP5rBS3pigLQlNc137b39tfcCqe1JxJbYNyRNaE5KTaujR+a/MXKJrFwijo5Oit2BJAyUltSWFaklAIcV+ma3w1KxNlJKz7cAzWItxvkOvKGJgcHA+MCQlcAm1xo0k7RtIE+KXetSqI/M8JpjuF3mJxn0uxJczyP9hDCSk4Ikal/SREPVli5NpAuS/4hk/EuD/IqqSNsGYjcbt6xMqhOSywtWMAVR60CvbPfD3LqkgTIwVz/1cVGTWkLf0Ja4hIFr0cOl0iTEjflBgejaclqQVDTbieliPJ4mWjaQeVQ8UOO4EI0u6IYmg0SvUsdA6DSpr/mpToRQqVpLAjqqY5dIzcD4+2gIvelivETHQojaXVU04jW0hvFxYKKmiTN+soKPzDIIoB4o8raBJIyLemAR4ngEQ7jZnYqgTOkJFiFgEOW3AE0eLsYI4rBFiz5iq5Q97tb5MPTR5ZEFaTjWIohDtPHtoYCASlioLkO4UFHQsm7CimPdAMMUimGO/dA6hNxxURcmpJk0ghuokke7tlMRHCnr/gQCRszZcEAmSuV0shq9WJgxUZebdmNbYg1ygYaZlD4tJ2mNRSgguJepocmjugGUQ4D6G3+PBcYM8CZ5IpQOXTdXQulT1swFUBCEtfwaTkyJWsfjBu2/bb9ZbFSq85PTI6CRnm4enD5s1VVwwpRmWugjkZVoN3wsjDqs2iIYGbq8T4CRI0rKr685snQNb/3plFN9pDwvKfUiKCHSDsdBycOGWA6lSzU+XgmFSFnK86EgCQaO5ujOazPr7+EQolCan5weAZ2wKQzpw2ZeASdMNYspwDHQtXYhnAFRb09AUof9qh8ZpHssav05LIBSaV5S6kVQwoR13CGP8+4OHdpuC6D0iRyzOT1IUWWG9GGtF8IJ+2pfgMzNEGogx5Sr4PQpW+1GOErWSejxSeEaCOMkqtpe6nDVXoCkhUz9qjbxQBG1GUGa7muSrssgyvH24Kehz6+WCmm5FiMZJmVd9hSVvcp2LCTvYV50ZxCmlaal5gDsSVux49DinHpoLTd1ZUPSxO7o6Hbf344tavXy/OT08+Ck6MWqAGHiPDhVwFAv0c0iiOoFyw6xpBv+sgx8GVaASn1ROp5RFHl86c9HsYatdgqKNLHdGkMELVyzwx+HtWCkXMnCuTSCKd4yCyO4w8ZZGUGd2D7OHNheJHEru//D0C6V4oI0HMcjiMO5ORlBmTgnp/gBLlFlRVDASY9evyv1JMUAmxqRzaYyRBANkyNJmS0OMyVW2dkk0PvmppyvhoW+OUUwUqyU0vMtQbPE53EBmjlckE7/o3flphTQLfBpWKtqhUJarsVIhuT9T5gX3f+EaVP3P7p9h8iuJtt9fw9dcbEyPzl9HU4ab4J5cEZ0xxUgTF/HrQi3/pINfnPdb72Unm8JmiVFHQ8zo6dOEOLUPZMmGeOaOqUI0nRT6htWDsMfh/WjNuyZUnE6zVITZV1q+VkCn4bTpJFKIS2Xs2fT11RwLmB0dLv9m6N/sVg7MkgTNnAjSJK6vvlPMASbDuTcBJSvB3aQNU8Bg05jAEDs+VkDziY2NTVG4Hwop/kx2MrheWqrWoyIBXA+uWv48mSfW4USN9VeX9RkXVVCDAfCGKwkZ1RhL4W6YwT/h2GdLpcXpOE4HkGMHlUEKVOPKmyADKMKR1lFVfvRrtYp5lClGx3dHvo2tF2pVErPtwTNktxVQpjRrhJCnLgQnPlMoFmB7IUamt2JDuczCXlGUeTJ5zMhVvR8JkSa2BTOGklXmgZtzlAnJEW+VEq5LXKYH0XWhSlVaw3PbDWODKXLiiF1JM0lcTbiJqQZwDv0i/7qF5HqLj7UTs0HKxFMfHnWksCEy3ZDErbE5exUKtvuUT7uFBRpYmHOvFNu+xqK989haRWq85JSj0AJ4wvgOChfOOPLoHSJc+04ZrklKYbclkFN3+7+4XZOhaOTUB4DIQrrvARClXoi4ev5R0e3B0cCtg8s1OH0yWcHAUb07CBAmDhHQ0Hm0n6C9bMAYWJBzvDXHvz4rBf45C6KDYe/ibkWIxmSz0rDvOhZaZg29UA5NBx0MwdbKCyU0vMtQbMkH21AmNGjDQhx6tFGS2qLg64hmKvuMYO8hR44WTEPHUWUXjWCGozhQc2eGg8eEFsZwZW61MEzuKBz8lbp0LfhdLxcLqXnW4BmCZvEcbFNsa+DM8xuJuwpoPfADogg6tfA98GdKhcWpOFoIIjj6+jxCE70hCRImbp2mgC+xhf44k4QaovS8YyiyJOPhUOs6GFLiDT1GMm89BVt9hKKFN3cTkGxJNbPcehjXVGZiLGG0y7H5PBmQ+ibOzSpldLzLUGzJPfGEGZ0L2XtWNrbz+lmzyf6INxlAd/fw6Vxd1UlAf08OCl67BEgTFwPdpO3FQVd1QxhXOr2JW13846g2DTkSUloGtP6/A7Y1+3pHevGiCZtGx0NfbJ0WtXpDNqCdQlRU3vmbR7Jumk0aA//8h23czmGdzAuNr+Bmyk2yzAos/96UdRNo8jrS/uZF58mpabQUg3B2FYSCsK2urAu+L1of9/X931b3fpcCHyuCetg1FXU5yL4XAx9hmJX4CAVOEgFDlKGg5RQn6Egtk0Kflspk+1+BfK9N+1839/3Xd5WEaZ1U2w4QemaHAcEEsrCtM2yXyjF+h7kKA05gkJKAgKqJMC/F5Hfe+b3PXzfx9rF2l7W7bpxUIX74ESMIk0dZX6zrrOCtcuBeS2qqSot4K4sWisT7X65JBiqiSRo6pSgSe29zZRmfzBMlculfUIfwb/hrwBos/XVFtxWtSlRawmGJgvtcsm5D+gk+1/km+8NouPcGGycZP4NWqaktITeoGvI4JXAtqQJbU2S7N8dZIfO+gr4N6L5nbvCcE7oHbxGwQ8nGaKgzyjNcU21V6G86UD+NRAGybAzKIiAOcwVtoPjjALGSniZEqJEJ60SAclRnhGuxEK4EorYg9nt+DA1KG8I5XlhSut2p6AP+n1VM3RB7QeL2aKIzGVDiAe236uMgfbXLTNCFMA/A4lv36E3EyLhg1dMz0dCAlP3NbWvJ1e3JU1aLAB5cSQypBBd4IYcyTt8yROtVvgCKOJa6OpISeBqtLcQ0Bovj8RpSXpTk51Nv0wQibQQwxDu7U5UUqr6sjIM49FMACcVrevkUfV4VTQIqn4EUNbEo/TEaUEPu9kgkhSPZMaiSIAV4R3WJpEidxR7eh2l8EXRUJayUR2dV92w470ZCe/2RJHdYJ5dUR2pjCbpEsJSwEi3IBl7Ui9zRkI9fIqsbEZqZPrv1PpEFFQndf5m3V0vQyqTaNy1AcmeZdgFGTtYraJpTDtPXlvzQdAjH+yjBkNUUD8GIJCD1D4MmugOog+Fpis2hX4UNFkcA7NbZw65LkSjSX3w4E8Gt9hKgjVbD3FrjJBnwE+cE6NSxiYGK5qO3anbEUF8FJqEGG2EWgjAst8874oKYrDqaYqNTVHs1ivnEYPypv3WutshnRKJZ025ojVagUCIZPZoAzewPfJsgtBWYK0MbeLg6KQCxWpLojHQJAROY16ICTFvODdEmM+04aJY3FnNGk5HwWeeNJyHQpztnGE8CjjPYf9pUYKkaUNzOh89ZsQdbkNph/2RCIlG/ZehEIbdr9qzpjJ9I+T7fPZL3+lfGJKdZzfzQhT6M9C/vBSlyzM1mkQa5xkY+41G6TIm6ohBS3jc52E1q23fSDf6WYpGSzAGDfsfZwjan5mdSQOjivVIQRnGutsA8ehosz8AJ5zBmAdccTFX6gxNlA19yVhXbU6YC9jgXJtDBY22liiEXTe1xMACL3xhF26rxNmrCet2cPaGEndE9qo7PHvVHZm9yg7PXmXHZm9Ht73Kjmx7pR1eeqUdWXrFHV56xR1YemBHdMdmz5W4A7IH9m93bPZcibPIngQR5p2amGOe0dFZTj5PTybFs/tn5dRvRC/ivh1JEQywu2weVHLe4/5+W9V6ojk/7PUNQZM0UZmAh4P0xVOeVJviWCClZ/RagejTWSIqJSc3BVpnUaxps9r3hVI4y86cpGmquTDdVxU95R0D8Mnit6Z7jVscUDcmp4MsqKJsXjQCywLguKCqCNY199nkEg1kR8dm2j1DaPcPknrWxFZSwDGv5oQ5H+vKPdnQDw6lmdG4B5omKcYiT6L9yV4mNRd8JF0Xtg2kgdQyq45eaUm6pMliV75UsoPlCpOiJosKOtuNvVsgGItiAB5wSME8ShP+WBQKewU+gtFq6FtNWBf6VoV+K0K+hfEqEN4KhLcC4S1DeEvQb2HeYtgI5gGZ4EfzdMw+gY/W0RjYV6W7b+ireSgmiGueiAnTmsdhwsDgLEwYoSRAPhbhH3tHtaSeqHS64Gr7QJGm+1LTkFrCuKi0us4NhCM9NIak9WQFBAX2kTxtV7O+1BGkvi53we9mVfS1GZCsG6JmoBKBP0Yk2efjkLDStoGkNCVUenNcldGpmtSXDBksQaEoRLRmivp0S2p27eUncWCo1iE9068ITlsUWpIhyl3zCzgOKVr3XQVz4g/+bcl6H0QIlrQljUF3mffT1uqYOCaPKlKxXigWClurrSUuuOWi6gml2enWr+AsoJmsaktszyFNS2aIGq9vhKECrZfYYg8JjAGWLfMeU8zbOPVnl3Hyzv7I/3b2a//b2a/+b2e/8r+d/fL/dvZL/9vZL/6PZ//Z1fHnnv1nV8efe/afXR1/7tl/dnX8uWf/2dXz5Z79Z1fPl3v2n109X+7ZL/xPZ//ZlfvRElhx7krmWpIZRkdQB0Z/AK4Pq/YyrPOMorNCcq69mKT3peagK5r3N/UZxRgXNNGQzPVstTspuau51oaIlz6w9G+9R3UhBNe94ulcE/OD+h7ZMvcbUO82rkOgR6mJeKaycToMq9fvCgq4oy/o5sVeOyRAHJm1Irk+GWJLE9vDxx8mpSYofJfTCda8ORqsp7Zideup9g6PUKkWalDbZQRckwArWTa3JEAakzruy7HDRmFDuh+DkaHOSAAtNkHIP8QDc/q4qvkfND0rBlLsCxPxVgRUTsFUGiObcgaNK2gLL1nxbE2ElbGAklkz3yJyHpFOQDUsotJIjElt0GQmfToRVjL9Yn1zsoeoPVac293aMVU9B5Uz03rxbtdLNiyhaml1Mlh7MxP9PiLSh/txkhX1dcnAEmY1a2GjuxJLQM/ox9q7Z/SHxh6prEwAGGtpZB/iAZllH+JByrsP8UCndFAxDUASO12pHFsgFtmwTGo1MRnsMHosyhau7kFbxDQxR0JswSfUtJNOU+/2X0wjdiTk0ogdsITFlbkRQwfWYTUy1vOzk6HnW9Vb7a6oj8dWdYtsWNXrcb7egZ2tr3dwklWTmPJxwDKWzxIEOtp4rr1GjndIRNCTgKPsquLpUOzPYH41YX/SpJ5qWEf7zdmXkuFpPD+UP0CIGQFtSCDqqgIOeowNWkCic3vYKjWPdnUUh339wMfgPfhWQDHa98lCkhooBsd0SFEbUZxiv9+dgchy57nWzB08eG29hWPGakDCOS0Rhmd5jLbnvIi9uAAeZGqBOJ1i0+OLhumwwZ1dNd3CD1bN47wnVjRJEb2rDt5IgWE6c03ApkQcGrvK/u5OCZzmGEyAKI1sT03vQBjNARR43CfHHHgLMI8Q4oyF9ikR/sXkHSjOY409sb/EVSUoIye6xgb7U1ftCE7QSE88LfNgKUjrSpPgVGgzfAfRc02p0fQUqrXaNewn3U+hEUcdoim6+m1NJMMtCK8Mb932JLrg5ycH9yhngUervSkRsqwYQzxdMhIMVAGz+/z31urY1morZURt5/eFPsjha7iIhrrARy3Co/gHfUHClUF7OLHCTgNdkqaaAbQMVTOjysG756aqBDPn9PnNcfD+nqp2dcH2Vr6TuzCwcTEItjgMZj01EH8IuPGoj1fq9bvmuqu9mok+ez23E/Q09aQPz4HZ0VmPP7i599MEsoSyRH9g+EYMy7yEenNcAp3mwLdcEEqyh0HlQrHYyMy+AM05ISutQFhUCLFlS7gc74t6QM/ywgiAsLhRCLUmteGyNKntvIjSqNeqmVhh+bOelIAzel8ZFsqFQnHxLABgtnF4w7aBUSsD8HgDjPoEKHW3C6NdBKG1g9bDyJdAyCVl0INnGKQMi6lRG8nIDMuPxRdW8CYIbVNVJiXNADmyNqmEvmiAF9oyPpOd0K08nEgVcIFFbQccjE3tpO0oR7gpRmN7L81uQqi25eLdHINnFwPouLRBN8NlljSZOzNGGRAD1wLRYcMq6OCnDMQtQ0wYPYK8EyuY87ccILQZmEluIyrDnH8ydgWSPJxHmb/4C3Z2t30aMM8Cxj+SqMAaLsws5uwRni/PI6vAF9dhZknGDusTbc5kfaKozAgqorOx0tyuqgHrM5ICQIWbLgLB67gW20hVqPCEALAuyOEN2+nlXurhvNw/VTfnzrPehumG25y9RhBeqTGCWvVkRQYR/HplMDnrg4ZgDuJF3QjoqhtQfYMrD8BFDrq+i3sXh4TakhRw9868eAbmAaKsmHfPrHcN0jS0pSgBPbEfzoWitrxLtA0ZxZ27IfpBSR2p1xMrcyfwoqDAobfrzxjjYMHQmOlK7kVSPdL3uXXNnsU9jYS3nKk5F7MmUyCMunmoRdaFCWkmzxuVzxh5mux3RQPkO9rAz5aMW+RawOOAXRBzFWDblKSUhaZqhYCHTQkDosA5L+e9vo6kgAUPebhw4K3POkpkD8QR7HTlXi93mchsAtepG+BSYTlnkduiRFreOmeJapTEZr9XzVleFyUPXBPNO3MKStiE3JOFiR0srrSjxHX6hqDq+o5qDh25I5ofJ/M2aA8p0uw+c5Y2hZLmdGEgZP9kWci7HA2U3JYk9XVJmpgLoUhP01THJU0q9VQpZ4m+Ra6e3kmxzioEWIWW3G674T/AX8Ha3tM7EVNTf+pwG9PFl8x4C5KmIzbCJptduW+t7Zpr1yD3oU/D1yl9K6XBwVRha6k+34Sum6/J+bdf/H9VTBlyT+xI4AUH8CjYMIbD1lLdDKThfDDLwXxd02SyYofOqANjMNm1BypWng7xpou6WPKlHuVJnRqXdRCkQ1KaPhqvBN2Q+uWAhEO96XKnK/eR7OYQIsB+XDDdMMCxi4mgGotgdB1JATWlJVm/ecjrkeSlKXHSnBpavzpv+hRKhcqKBIwtqWnONgLBcDyLj/EYHl2PRpIjzGwSiZFmLgXMPM+T3lebE5KBsPMqOKEkKpK5FINOda1YRImzUTzijoESBjPvzV1fBjF2/Lk73JsuauKEFBBzhI+g1epKalPzURzroVDAkQgNbPKVhIAdvWXlHZ4im1VPHZO7kiIZk1UfzZFemuEAEJkre8TmrzirfQQ9dair0OtBQzUh6uuhKByYqj1VEActWUW6mW5XnBSRddfcOKsgk8FoKiD+sEDyRKmKNBNY4teUAIC38McHysxADFJ4C7+jiYoMXvLpS1JzHOmrbLKKudytKkhrdLq9yiQyP9ZYZxKZHyt9EEuAdgYWgYg0iDQtqopUEapIhJZq6MHWclQgvayAM0QimsYe7QRxjobTlJD1zyEK2Mybo6aqgPBPgTZ5qI+iM9nt+ZJPdpOztaG3BkYD3pm2JnWk6cBEG1wRssZI7rt2ZiSdJS6QfVoBMs6AfLIvIo1pIISZ9yXogGCg9F5NUWlKXbA3ILflpjma2NP+5nkrblczDNmUbIyDP/cx/zLGJUVog0nyuGCI+sQB5leb10oE8WKbxvRBdop1OMWf9pA9PFK66nhPVJTRUXNZRRyTwXi4WBIKoJe1rlJZA9AlLqllPl2ctg1oNXqxGyDZWqongTdTAFjLOuUQlgUs9t7/UoWH5kVq/m5b8+GjfYI51m9KdlS28PEe9PN+3t0jk2picmupGTzDlGWdO3wUJVbv0KmeZ4vewyDE/1V6PxirNzg+/N+jb6yd3acj/6vs/LY4ve0zZf8d2sbWCnNa+9+j70Nx+rbUwVhX+u9R+IE4hUH6f4+6d3qXhKzNLsU6yjhcIXID6uW5xBSkdX/3HYaAk5idp9Q0HybS7GiDPVGbSKJk47wYTFHXZd0QrVfH0wBfjwK2xp9DK6YxUZZzpCWfHorYnbnU2j3UwWPG3r/tKX693ohgMWPgNt2VVdsgNvNJCThFrTMwn3G3LuD7+Ben4dclYCRDtSNSLkvDC+4s+EVXk7Hrfq5mBJf3z+FWLYx+eL0A2lQbt6eRIdjBcZXhYuxcHk/6fBbVzCGuYl+7mkPt0mZmRYLMeHQ3m2i3K7llC5bKI8vX0+I8ZW61uvJIRtalMXzmEr0mCca4rEyAOyySIo51JXtqvCQht3sFRm+qzrvm0OYeyQymrSBoq8Vfg/HbV548GXYvQZmWqpYzsF0WyRNmSdm5RTXlxjyx3xekaXBlyFxM2u77285WtVpoHJWAcG/BEyza6Fp7P/v5PlqRo8H3gyHfzVk6uOcEY5KmZeNAyPemJurjUusAIRTGWpN0Q9Wk/cIp5itHR3i/awNFMLsMeQh8ie7DbI5LIAy+KHfH1Ok9BWFK1Hv2rrb5zNUe9idr9cFQNX1XQdCNlqwKU5psSLs4f4FlpOEfQNKQrtlVdWk/QejbGuhStz2ctO8v+PPRUgeGiXWmIDSnp8UxebII+gO7SMx3aZRB3+wOt5bqwtnKlKy0hDPMaiCsMDcSQF1xElY5nOZ7YV7MltSXlBbom0LoqYGv9wILwmRPFppdUdftx2iVtgoutIhac1wYk7rqlNAyDzD5uVozitiTm0ITHGYCPOgXAYYXYwJhbm5Proc4pk5Ks9UjhWpXJVBtXNSFgSL2xuTOQB3oQn8w1pWbzrtNybX03Qt0FLjOz68/Q0X06sRq7OgSujJeszktINnP31dNH+EV3wTvQVrXmgPC9HG551JCbDDfO0Tv+ZnbA6UlglGq2J0LaS/wMz8jte4VyXTY0VXu8hi15rS+dWKE51X+S73MYEaiqMpMTx2AySaYFul9EYzPGuYRBUMbNA1ha6nunGNoJOY2hTnsW0uNg01OodNVx8SudVhdaIEbhI1GoxKVWIhIrNciEkdKEYm1KM5aFGc1SqFyPSKxFJXPUhRsMULbkWqEbSuVIjqxXKmiE0uliMRCVHkWiiPIxHq9ijZCvRZRZPViBW2EWr2KllmrViISCyV0YnWkiC6Vai3CfNVqRD6rlQK6mlTLEXWoGmXbSrmCLpVKuYyuCeV6HZ1YGhlBG75UKDcOQiUWG+icFGtFtMhiuY42bbFYqR6CTixXShGppWoxIrVYjeAtlCuViNRSfSQyNUJuoTQSyTtSiEqtRvJWGpGpEZYslCqROpcikUtRliwVIy1ZqEekFkei5BZHonQuRlojsl4VipWoUiiWa1GppXJUajEyv4Uo5EIjypKFyDpZqEdpVYi0ZKEaZclCNcqShagWWiiUo+xcKEUilyJ1LkamFmqHIlIXNUDv0zgQmVxDJ5XQSUV0UuEAZBKSqV4/DJlUEUr1MlqVegXNWhZK9UIZzRqRhM7gCDobIyPopOrhyKSyUCxXyxU0L1rPkQg90QUxgjRZDfQVVbS8GjrzNXQZ1kaEenGkjupsF9VGyhFpBbTIiIzUhFKhiq7ctRqatQq0RRdlrYpOQhdiLcKoJbQuRaBLhMAispDRGawCnzCCbjfVhlAaqaMNUEVXgiq6ElTNSoC2QhVdmNUaGHeibRtRzlW07aoRgBFqoi1eRWagAixea0Sll0bqaFUrEazArLU6mhVt1koNSEVboVJD+qxKFfisWjmSoFCO8JWVCGuVQZYihJsOs4Z2fRV08VVKaNgigI2o3JUimrdgZjeiGNDeuILsu8tCo1BGO4eyWasqSKXKDTNDI0jfWm6gFS6j7VCuo0WOmCLRNbmMro5l4Hdr6PIpm3UuommW0X1suWLyFtHCzTpXRJsKPVdcVC6jfWUZ3UTKJaBTxNgsquhBv1ArRKVXK8UItdCNp4yuqWjTl9C5KKG7hBLwXVV0bSqNgIltRE9UikhC9wkltOspVYRqoYQ2TqmCrAWliEFqCT2+KZUirIquACVQASLaWQntq4oN01eh7VNsoHnrJi+6zyiiPUpEdSyiByvFqtAoVCLT68Uq2msUq+bCCtpSxSqybIoRjb5YjjAgutEXS+ZaDbrMiyW0yCK6hhXRw5LifoiUPcF3UegPNPCYiGYMxO4xwur1m5afsl4Q9MGYsMY6RACuOgr2MQFtUbPfxzAcIzASozAaYzAW4zAeY7CdsJ2xXTAG2xVjsOdhDLYbxmAMtju2B7YnxmB7mX8x2N4Yg+2D7Yvth+2PHYAdiB2EHYwx2CFm2qHYYdjh2BHYkdhR2NHYMdix2HHYPOx4bD52ArYAW4gtMqlONP9fwIoYg5WwMlbBqlgNG8HqWAMbxRhsMbYEW4otw07CTsZOwZZjK7CV2CrsVGw1dhq2BluLrcPWYxswBtuIbcI2Y6djZ2BnYgx2FsZgZ2PnYOdiDHYedj62BbsA22pKuhC7CBOwizERG8OaWAuTsDbGYB1sHJOxS7AJrIv1MAVjMBXrY9swDdMxBjOwATZpck9h03bOZ7BLMQa7zP7rcuwKjMG2Y1diV2HPx67GGOwF2DV2GoNd+3//v+7/bHs9dgN2I3YTxmAvxBjsZuxF/2fbF2MvMWleit2C3Yrdhr0MeznGYK/AXom9Cns1druZ9hrsjv+z6mvN3+/E7sIY7G4b+R7sXux12H3m76/H3oC90f5+P/Ym7M3YW7C3DnV4G/YA9iD2EPYw9gj2duwd2Duxd2Hvxt6DvRd7H/Z+jME+gH0QY7APYR/GPoI9in0U+5jN93HsE9gnsU9hn8Y+Y/79Wexz2OexL2BfNP/6EvZl7CsYg30V+xr2dewb2Dexbw0lfhv7DvZd7HvY97EfYAz2Q+xH2I+xx7CfYD/FfoYx2M+xX2C/xH6F/Rr7jU3/W+x32OPY77HHzNyCnz9gf8T+hP0Z+wv2V+wJ7MkhMvj5G/Z37B/YP7F/YU+Zf/8bexr7D4bhOE7gJE7hNM7gLM7hPO7y7ITvjO+C74o/D98N3x3fA98T3wvfG98H3xdnsP3w/fED8APxg/CD8UPwQ/HD8MPxI4a8R+JH4Ufjx+DH4sfh8/Dj8fn4CfgCfKGdvgg/ES/gRbyEl/EKXsVr+AjOYP6fOt7AR/HF+BJ8Kb4MPwk/GT8FX46vwFfiqzy0p+Kr8dPwNfhafB2+Ht+Ab8Q34Zvx0/Ez8DPxs/CzQ6jn4Ofi5+Hn41vwC/Ct+IX4RbiAX4yL+BjexFu4hLfxzpBnHJfxS/AJvIv3cAVX8T6+DddwHTfwAT6JT+HT+Ax+KX4Zfjl+Jn4Fvj0ky/9zJX4V/nz8avwF+DX4tfh1+PX4DfiN+E34C/Gb8RfhL8Zfgr80hHALfit+G/4y/OX4K/BX4q/CX43fjr8GvwN/LX4nfhd+N34Pfi/+Ovw+/PX4G/A34vfjb8LfjL8Ffyv+NvwB/EH8IbyDP4E9jNTrEfzt+Dvwd+Lvwt+Nvwd/DHsv/j78/fgH8A/iH8I/jH8EfxT/KN7BP4Z/HInwCfyT+KfwT+OfwT+Lfw7/PP4F/Iv4l/Av41/Bv4p/Df86/g38m/i38G/j38G/i38P/z7+A/yH+I/wJ7Af44/hP4mxl/XzU/xn+M/xX+C/xH+F/xr/Df5b/Hf44/jv8T/gf8T/hP8Z/wv+V/wJ/En8b/jf8X/g/8T/hT+F/xt/Gv8PjhE4QRAkQRE0wRAswRE80cF3InYmdiF2JZ5H7EYkke/87E7sQexJ7EXsTexD7EvsR+xPHEAcSBxEHEwcQhxKHEYcThxBHEkcRRxNHEMcSxxHzCOOJ+YTJxALiIXEIuJEokAUiRJRJipElagRI0SdaBCjxGJiCbGUWEacRJxMnJJYn+XECmIlsYo4lVhNnEasIdYS64j1xAZiI7GJ2EycTpxBnEmcRZxNnEOcS5xHnE9sIS4gthIXEhcRAnExsQsmEmPEHViTaBES0SY6RAcfJ2TiEmIigQZdokcohEr0iW2ERuiEQQyISWKKmCZmiEuJy4jLiSuI7cSVxFXE84mriRcQ1xDXEtcR1xM3EDcSNxEvJG4mXkS8mHgJ8VLiFuJW4jbiZcTLiVcQryReRbyauJ14DXEH8VriTuIu4m7iHuJe4nXEfcTriTcQbyQ6OPi5n3gT8QT25lQll/znLcRbibcRDxAPEg8RDxOPEG8n3kG8k3gX8W7iPcR7ifcR7yc+QHyQ+BDxYeIjxKPER4mPER8nPkF8kvgU8WniM8Rnic8Rnye+QHyR+BLxZeIrxFeJrxFfJ75BfJP4FvFt4jvEd4nvEd8nfkD8kPgR8WPiMeInxE+JtfjPiJ8TvyB+SfyK+DXxG+K3xO+Ix4nfE38g/kj8ifgz8Rfir8QTxJPE34i/E/8g/kn8i3iK+Dfx9BzlH/z8h8BInCRIkqRImmRIluRIntyJ3JnchdyVfB75EWI3cndyD3JPci9yb3Ifcl9yP3J/8gDyQPIg8mDyEPJQ8jDycPII8kjyKPJo8hjyWHIGO46cRx5PzidPIBeQC8lF5IlkgSySJbJMVsgqWSNHyDrZIEfJxeQScim5jDyJPJk8hVxOriBXkqvIU8nV5GnkGnItuY5cT24gN5KbyM3k6eQZ5JnkWeTZ5DnkueR55PnkFvICcit5IXkRKZAXkyI5RjZJUGdapES2yQ45TsqkTF5CTpBdskcqpEr2yW2kRuqkQQ7ISXKKnDur/jf8TJMz5KXkZeTl5BXkdvJK8iry+eTV5AvIa8hryevI68kbyBvJm8gXkjeTLyJfTL6EfCl5C3kreRv5MvLl5CvIV5KvIl9N3k6+hryDfC15J3kXeTd5D3kv+TryPvL15BvIN5L3k28i30y+hXwr+TbyAfJB8iHyYfIR8u3kO8h3ku8i302+h3wv+T7y/eQHyA+SHyI/TH6EfJT8KPkx8uPkJ8hPkp8iP01+hvws+Tny8+QXyC+SXyK/TH6F/Cr5NfLr5DfIb5LfIr9Nfof8Lvk98vvkD8gfkj8if0w+Rv6E/Cn5M/Ln5C/IX5K/In9N/ob8Lfk78nHy9+QfyD+SfyL/TP6F/Cv5BPkk+Tfy7+Q/yH+S/yKfIv9NzmBPk/8hMQqnCIqk7sAoiqYYiqU4iqd2onamdqF2pZ5H7UbdT+xO7UHtSe1F7U3tQ+1L7UftTx1AHUgdRB1MHUIdSh1GHU4dQR1JHUUdTR1DHUsdR1l+qoPPo46n5lNObyORJ1AnUKD9LqCewJ7AFlKLqBOpAlWkSlSZeqZrxo74qVBVqkaNUHWqQY1Si6kl1FJqGXUSdTJ1CrWcWkGtpFZRp1KrqdOoNdRaah21ntpAbaQ2UZup06kzqDOps6izqXOoc6nzqPOpLdQF1FbqQuoiSqAupkRqjGpSLUqi2lSHGqdk6hJqgupSPUqhVKpPbaM0SqcMakBNUlPUNDVDXUpdRl1OXUFtp66krqKeT11NvYC6hrqWuo66nrqBupG6iXohdTP1IurF1Euol1K3ULdSt1Evo15OvYJ6JfUq6tXU7dRrqDuo11J3UndRd1P3UPdQ91Kvo+6jXk+9gXojdT/1JurN1Fuot1Jvox6gHqQeoh6mHqHeTr2Deif1Lurd1Huo91Lvo95PfYD6IPUh6sPUR6hHqY9SH6M+Tn2C+iT1KerT1Geoz1Kfoz5PfYH6IvUl6svUV6ivUl+jvk59g/om9S3q29R3qO9S36O+T/2A+iH1I+rH1GPUT6ifUj+jfk79gnoM+yX1K+rX1G+o31K/ox6nfk/9gfoj9Sfqz9RfqL9ST1BPUn+j/k79g/on9S/qKepe7N/U09R/KIzGaYImaYqmaYZmaY7m6Z3oneld6F3p59G70bvTe9B70nvRe9P70PvS+9H70wfQB9IH0QfTh9C7YLtgh9KH0YfTR9BH0kfRR9PH0MfSx9F3YPPo4+n59An0AnohvYg+kS7QRbpEl+kKXaVr9Ahdpxv0KL2YXkIvpZfRJ9En06fQy+kV9Ep6FX0qvZo+jV5Dr6XX0evpDfRGehO9mT6dPoM+kz6LPps+hz6XPo8+n95CX0BvpS+kj6YuogX6YrqDg1bmtjyRFukx+iy8SbfoFi3R9xNt+ix8PtUi26RFA3qGXYmniA49Tsv0JfQE3aV7tEKr9D+JPr2N1midNugBPUlP0dP0DH0pfRl9OX0FvZ2+kr6Kfj59Nf0C+hr6Wvo6+nr6BvpG+ib6hfQz3dqe+3k2/dxMv4h+Mf0S+qX0LfSt9G30y+iX06+gX0m/in41fTv9GvoO+rX0nfRd9N30PfS99Ovo++jX02+g30jfT7+JfjP9Fvqt9NvoB+gH6Yfoh4mH6Ufot9PvoN9Jv4t+N/0e+r30++j30x+gP0h/iP4w/RH6Ufqj9Mfoj9OfoD9Jf4r+NP0Z+rP05+jP01+gv0h/kf4S/WX6K/RX6a/RX6e/QX+T/hb9bfo79Hfp79Hfp39A/5D+Ef1j+jH6J/RP6Z/RM9jP6V/Qv6R/Rf+a/g39W/p39OP07+k/0H+k/0T/mf4L/Vf6CfpJ+m/03+l/0P+k/0U/Rf+bfpr+D40xOEMwJEMxNMMwLMMxPLMTszOzC7Mr8zxmN2Z3Zg9mT2YvZm9mH2ZfZj9mf+YA5kDmIOZg5hDmUOYw5nDmCOZI5ijmaOYY5ljmOGYeczwznzmBWcAsZBYxJzIFpsiUmDJTYapMi6wxI0ydaTCjzGJmCbOUWcacxJzMnMIsZ1YwK5lVzKnMauY0Zg2zllnHrGc2MBuZTcxm5nTmDOZM5kzmLOZs5hzmXOY85nxmC3MBs5W5kLmIEZiLGZEZY5pMi5GYNtNhxhmZuYT5BDbBdJkeozAq02e2MRqjMwYzYCaZKWaamWEuZS5jLmeuYLYzVzJXMc9nrmZewFzDXMtcx1zP3MDcyNzEvJC5mXkR82LmJcxLmVuYW5nbmJcxL2dewbySeRXzauZ25jXMHcxrmTuZu5i7mXuYe5nXMfcxr2fewLyRuZ95E/Nm5i3MW5m3MQ8wDzIPMQ8zjzBvZ97BvJN5F/Nu5j3Me5n3Me9nPsB8kPkQ82HmI8yjzEeZjzEfZz7BfJL5FPNp5jPMZ5nPMZ9nvsB8kfkS82XmK8xXma8xX2e+wXyT+RbzbeY7zAz2XeZ7zPeZHzA/ZH7E/Jj5EvkY8xPmp8zPmJ8zv2B+yfyK+TXzG/vnt8zvmMeZ3zN/YP7I/In5M/MX5q/ME8yTzN+YJ5m/M08y/2CeZP7J/It5ivk38zTzHwZjcZZgSZZiaZZhWZZjeXYndmd2F3ZX9nnsbuzu7B7snuxe7N7sPuy+7H7s/uwB7IHsQezB7CHsoexh7OHsEeyR7FHs0ewx7LHscew89nh2PnsCu4BdyC5iT2QLbJEtsWW2wlbZGjvC1tkGO8ouZpewS9ll7Ensyewp7HJ2BbuSXcWeyq5mT2PXsGvZdex6dgO7kd3E/sLsWzezp7NnsGeyZ7Fns+ewtxLnsuex57Nb2AvYreyF7G/Ji1iBvZgV2TG2ybZYiW2zHXacldlL2Am2y/ZYhVXZPruN7ZAdUmN11mAH7CQ7xa7F1+Jgrn4v9hS1Fgf/3YstJ5eTa/Fpdoa9lL2MvZy9gt3OXslexT6fvZp9AXsNey17HXs9ewN7I3sT+0L2ZvZF7IvZl7AvZW9hb2VvY1/Gvpx9BftK9lXsq9nb2dewd7CvZe9k72LvZu9h72Vfx97Hvp59A/sG9o3s/eyb2Dezb2Hfyr6NfYB9kJ3BHmIfZh9h386+g30nO4PNYO9i382+h30v+z72/ewH2A+yH2I/zH6EfZT9KPsx9uPsJ9hPsp9iP81+hv0s+zn28+x5xBfYL7K7YF9iv8x+hf0q+zX26+w32G+y32K/zX6H/S77Pfb77A/YH7I/Yu/Afsw+xv6E/Sn7M/bn7C/YX7K/Yn/N/ob9Lfs79nH29+wf2D+yf2L/zP6F/Sv7BPsk+zf2b+zfWav3lgL99z/Yf7D/ZP/FPsX+m33a/PkPi3E4R3AkR3E0x3ANmuU4judmsJ24nblduF2553G7cbtze3B7cntxe3P7cPty+3H7cwdwB3IHcQdzh3CHcodxh3NHcEdyR3FHc8dwx3LHcfO447n53AncAm4ht4g7kStwRa7ElbkKV+Vq3AhX5xrcKLeYW8It5ZZxJ3Enc2cyp3DLuRXcCm4lt5JbxZ3KreZO49Zwa7l13HpuA7eR28Rt5k7nzuDO5M7inum+6Lmf536e+3nu57mf536e+3nu57mf536e+3nu57mf536e+3nuZ8f/nM2dw53Lncedz23hLuC2chdyF3ECdzEncmNck2txEtfmOtw4J3OXcBNcl+txCqdyfW4bp3E6Z3ADbpKb4qa5Ge5O+lLuMu5y7gpuO3cldxX3fO5q7gXcNdy13HXc9dwN3I3cTdwLuZu5F3Ev5l7CvZS7hbuVu417Gfdy7hXcK7lXca/mbudew93BvZa7k7uLu4u7m7uHu5d7HXcf93ruDdwbufu5N3Fv5t7CvZV7G/cA9yD3EPcw9wj3du4d3Du5d3Hv5t7DvZd7H/d+7gPcB7kPcR/mPsI9yn2U+xj3ce4T3Ce5T3Gf5j7DfZb7HPd57gvcF7kvcV/mvsJ9lfsa93XuG9w3uW9x3+a+w32X+x73fe4H3A+5H3E/5h7jfsL9lPsZ93PuD/QvuF9yv+J+zf2G+y33O+5x7vfcH7g/cn/i/sz9hfsr9wT3JPc37u/cP7h/cv/inuL+zT3N/YfDeJwneJKneJpneJbneJ7fid+Z34XflX8evxu/O78Hvye/F783vw+/L78fvz9/AH8gfxB/MH8Ifyh/GH84fwR/JH8UfzR/DH8sfxw/jz+en8+fwC/gF/KL+BP5Al/kS3yZr/BVvsaP8HW+wY/yi/kl/FJ+GX8SfzJ/Cr+cX8Gv5Ffxp/Kr+dP4Nfxafh2/nt/Ab+Q38Zv50/kz+DP5e7Cz+LP5c/hz+fP48/kt/AX8Vv5C/iJe4C/mRX6Mb/ItXuLbfIcf52X+En6C7/I9XuFVvs9v4zVe5w1+wE/yU/w0P8Nfyl/GX85fwW/nr+Sv4p/PX82/gL+Gv5a/jr+ev4G/kb+JfyF/M/8i/sX8S/iX8rfwt/K38S/jX86/gn8l/yr+1fzt/Gv4O/jX8nfyd/F38/fw9/Kv4+/jX8+/gX8jfz//Jv7N/Fv4t/Jv4x/gH+Qf4h/mH+Hfzr+Dfyf/Lv7d/Hv49/Lv49/Pf4D/IP8h/sP8R/hH+Y/yH+M/zn+C/yT/Kf7T/Gf4z/Kf4z/Pf4H/Iv8l/sv8V/iv8l/jv85/g/8m/y3+2/x3+O/y3+O/z/+A/yH/I/7H/GP8T/if8j/jf87/gv8l/yv+1/xv+N/yv+Mf53/P/4H/I/8n/s/8X/i/8k/wT/J/4//O/4P/J/8v/in+3/zT/H94bCd8J2Incidqp//XlDkwjcHtQLh82yabbG3btm3btm3btm3btm3bNu+0069zJ/NMNjh7fkCCS4CEkJASSkRUICYulNASRsJKOAkvESSiRJLIEkWiSjSJLjEkpsSS2BJH4ko8iS8JJKEkksSSRJJKMkkuKSSlpJLUkkbSSjpJLxkko2SSzJJFsko2yS45JKfkktySR/JKPskvBaSgFJLCUkSKSjEpLiWkpJSS0lJGyko5KS8VpKIUCagklaWKVJVqUl1qSE2pJbWljtSVelJfGkhDaSSNpYk0lWbSXFpIS2klraWNtJV20l46SEfpJJ2li3SVbtJdekhP6SW9pY/0lX7SXwbIQBkkg2WIDJVhMlxGyEgZJaNljIyVcTJeJshEmSSTZYpMlWkyXWbITJkls2WOzJV5Ml8WyEJZJItliSyVZbJcVshKWSWrZY2slXWyXjbIRtkkm2WLbJVtsl12yE7ZJbtlj+yVfbJfDshBOSSH5YgclWNyXE7ISTklp+WMnJVzcl4uyEW5JJflilyVa3JdbshNuSW35Y7clXtyXx7IQ3kkj+WJPJVn8lxeyEt5Ja/ljbyVd/JePshH+SSf5Yt8lW/yXX7IT/klgTSwBtGgGkyDa4CG0JBaJSCUiqpCTV2poTWMhtVwGl4jaESNpJE1ikbVaBpdY2hMjaWxNY7G1XgaXxNoQk2kiTWJJtVkmlxTaEpNpak1jabVdJpeM2hGzaSZNYtm1WyaXXNoTs2luTWP5tV8ml8LaEEtpIW1iBbVYlpcS2hJLaWltYyW1XJaXitoRa2klbWKVtVqWl1raE2tpbW1jtbVelpfG2hDbaSNtYk21WbaXFtoS22lrbWNttV22l47aEftpJ21i3bVbtpde2hP7aW9tY/21X7aXwfoQB2kg3WIDtVhOlxH6EgdpaN1jI7VcTpeJ+hEnaSTdYpO1Wk6XWfoTJ2ls3WOztV5Ol8X6EJdpIt1iS7VZbpcV2j9gJW6SlfrGl2r63S9btCNukk36xbdqtt0u+7QnbpLd+se3av7dL8e0IN6SA/rET2qx7RbkON6Qk/qKT2tZ/SsntPzekEv6iW9rFf0ql7T63pDb+otva139K7e0/v6QB/qI32sT/SpPtPn+kJf6it9rW/0rb7T9/pBP+on/aytAr7oV/2m3/WH/tRfGgiBEQRBEQzBEYAQCIlQECgAg4MIjTAIi3AIjwiIiEiIjCiIimiIjhiIiViIjTiIi3iIjwRIiERIjCRIimRIjhRIiVRIjTRIi3RIjwzIiEzIjCzIimzIjhzIiVzIjTzIi3zIjwIoiEIYFFAYRVAUxVAcJVASpVAaZVAW5VAeFVARlVAZVVAV1VAdNVATtVAbdVAX9VAfDdAQjdAYTdAUzdAcLdASrdAabdAW7dAeHdARndAZXdAV3dAdPdATvdAbfdAX/dAfAzAQgzAYQzAUwzAcIzASozAaYzAW4zAeEzARkzAZUzAV07AjYDpmYCZmYTbmYC7mYT4WYCEWYTGWYCmWYTlWYCVWYTXWYC3WYT0OBWzARmzCZmzBVmzDduzATuzCbuzBXuzDfhzAQRzCYRzBURzDcZzASZzCaZzBWZzDeVzARVzCZVzBVVzDddzATdzCbdzBXdzDfTzAQzzCYzzBUzzDc7zAS7zCxkCv8QZv8Q7v8QEf8Qmf8QVf8Q3f8QM/8QuBLLAFsaAWzIJbgIWwkBbKxNRgZm600BbGwlo4C28RLKJFssgWxaJaNItuMSymxbLYFsfiWjyLbwksoSWyxJbEkloyS24pLKWlstSWxtJaOktvGSyjZbLMlsWyWjbLbjksp+Wy3JbH8lo+y28FrKAVssJWxIpaMStuJayklbLSVsbKWjkrbxWsolWyylbFqlo1q241rKbVstpWx+paPatvDayhNbLG1sSaWjNrbi2shbW0Vtba2lhba2ftrYN1tE7W2bpYV+tm3a2H9bRedipob+tjfa2f9bcBNtAG2WAbYkNtmA23ETbSRtloG2NjbZyNtwk20SbZZJtiU22aTbcZNtNm2WybY3Ntns23BbbQFtliW2JL/8bNoMtsua2wlfYw2CpbbWtsra2z9bbBNtom22xbbKtts+22w3baLttte2yv7bP9dsAO2iE7bEfsqB2z43bCTtopO21n7Kyds/N2wS7aJbtsV+yqXbPrdsNu2i27bXfsrt2z+/bAHtoje2xP7Kk9s+f24g8v7dUfXtubP7y1d394bx/+8dE+2Wf78oev9u0P3+3HH37aLwvkgT2IB/VgHtwDPISH9FAurg43d6eH9jAe1sN5eI/gET2SR/YoHtWjeXSP4TE9lsf2OB7X43nRwPE9gSf033fv+J7IE/7pJP6bk/ybJP2nkv1Tyf+pFJ7Qf1/Qf+vfvbmBfquUf13+20r1t079N6fxhF45yH/v0nqlIP9f/+fzW6f7P9f0f/R/Wxn+b5Lx30+ZPKFn9iye1bN5ds/hOT2X5/Y8ntfzeX4v4AW9kBf2Il7Ui3lxL+ElvZSX9jJe1st5ea/gFb2SV/YqXtWreXWv4TW9ltf2Ol7X63l9b+ANvZE39ibe1Jt53qDNvYW39Fbe2tt4W2/n7b2Dd/RO3tm7eFfv5t29h/f0Xt7b+3hf7+f9fYAP9EE+2If4UB/mw32Ej/RRPtrH+Fgf5+N9gk/0ST7Zp/hUn+bTfYbP9Fk+2+f4XJ/n832BL/RFvtiX+FJf5st9ha/0Vb7a1/gaX+vrfL1v8I2+yTf7Ft/q23y77/Cdvst3+x7f6/t8vx/wg37ID/sRP+rH/Lif8JN+yk/7GT/r5zxe8PN+wS/6Jb/sV/yqX/PrfsNv+i2/7Xf8rt/z+/7AH/ojf+xP/Kk/8+c+PdALf+mv/LW/8bf+zt/7B//4Nz75Z//iX/2bf/cf/tN/eSAGZhAGZTBmCR6cAQzBkAwRMhSFStDoJEMzDMMyHMMzAiMyEiMzCqMyGqMzBmMyFmMzDuMyHuMzARMyERMzCZMyGZMzBVMyFVMzDdMyHdMzAzMyEzMzC7MyG7MzB3MyF3MzD/MyH/OzAAuyEAuzCIuyGIuzBEuyFEuzDMuyHMuzAiuyEiuzCquyGquzBmuyFmuzDuuyHuuzARuyERuzCZuyGZuzBVuyFVuzDduyHduzAzuyEzuzC7uyG7uzB3uyF3uzD/uyH/tzAAdyEAdzCIdyGIdzBEdyFEdzDMdyHMdzAidyEidzCqdyGqdzBmdyFmdzDudyHudzARdyERdzCZdyGZdzBVdyFVdzDddyHddzAzdyEzdzC7dyG7dzB3dyF3dzD/dyH/fzAA/yEA/zCI/yGI/zBE/yFE/zDM/yHM/zAi/yEi/zCq/yGq/zBm/yFm/zDu/yHu/zAR/yER/zCZ/yGZ/zBV/yFV/zDd/yHd/zAz/yEz/zC7/yG7/zB3/yFwOFDhw6SOj/AQ9IbI7AhQQA"
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
