import { pruneHidden } from '../pipeline/extract/prune-hidden';

/** Nesting bound: a page of frames inside shadow roots inside frames must not walk forever. */
const MAX_DEPTH = 4;

type IsHidden = (el: Element, view: Window) => boolean;

interface Host {
  live: Element;
  clone: Element;
}

/**
 * `cloneNode(true)` copies neither open shadow roots nor iframe documents, so their text would be
 * lost (web components, embedded articles). Call `pairHosts` on the live page and its fresh clone
 * (same structure) before anything mutates the clone, then `inlineHosts` after pruning: each shadow
 * host's light children are replaced by its flattened shadow tree (slots filled with the light
 * children assigned to them), and each same-origin iframe by a <div> holding its body. Shadow and
 * frame content is pruned for hidden elements with the live styles, like the page itself.
 */
export function pairHosts(live: Node, clone: Node): Host[] {
  const hosts: Host[] = [];
  const stack: Array<[Node, Node]> = [[live, clone]];
  while (stack.length > 0) {
    const [l, c] = stack.pop()!;
    let lc = l.firstChild;
    let cc = c.firstChild;
    while (lc && cc) {
      if (lc.nodeType === 1) {
        const el = lc as Element;
        if (el.shadowRoot || el.nodeName === 'IFRAME') hosts.push({ live: el, clone: cc as Element });
        if (lc.firstChild) stack.push([lc, cc]);
      }
      lc = lc.nextSibling;
      cc = cc.nextSibling;
    }
  }
  return hosts;
}

export function inlineHosts(hosts: Host[], cloneRoot: Node, isHidden: IsHidden, depth = 0): number {
  let inlined = 0;
  for (const { live, clone } of hosts) {
    if (!cloneRoot.contains(clone)) continue; // pruned as hidden
    const doc = clone.ownerDocument;
    if (live.shadowRoot) {
      const view = live.ownerDocument.defaultView;
      if (!view) continue;
      // importNode(shadowRoot) throws NotSupportedError: copy it child by child.
      const fragment = doc.createDocumentFragment();
      for (let child = live.shadowRoot.firstChild; child; child = child.nextSibling) fragment.append(doc.importNode(child, true));
      const nested = depth < MAX_DEPTH ? pairHosts(live.shadowRoot, fragment) : [];
      pruneHidden(live.shadowRoot, fragment, (el) => isHidden(el, view));
      fillSlots(fragment, clone);
      inlined += 1 + inlineHosts(nested, fragment, isHidden, depth + 1);
      clone.replaceChildren(fragment);
    } else if (live.nodeName === 'IFRAME') {
      const frame = live as HTMLIFrameElement;
      let body: HTMLElement | null = null;
      try {
        body = frame.contentDocument?.body ?? null; // null for a cross-origin frame
      } catch {
        body = null;
      }
      const view = frame.contentWindow;
      if (!body || !view) continue;
      const box = doc.createElement('div');
      for (let child = body.firstChild; child; child = child.nextSibling) box.append(doc.importNode(child, true));
      const nested = depth < MAX_DEPTH ? pairHosts(body, box) : [];
      pruneHidden(body, box, (el) => isHidden(el, view as Window));
      inlined += 1 + inlineHosts(nested, box, isHidden, depth + 1);
      clone.replaceWith(box);
    }
  }
  return inlined;
}

/** Puts the host's (already pruned) light children where the shadow tree's slots are. */
function fillSlots(fragment: DocumentFragment, host: Element): void {
  const light = [...host.childNodes];
  const slots = [...fragment.querySelectorAll('slot')];
  const used = new Set<Node>();
  for (const slot of slots) {
    const name = slot.getAttribute('name');
    const assigned = light.filter((n) =>
      name ? n.nodeType === 1 && (n as Element).getAttribute('slot') === name : n.nodeType !== 1 || !(n as Element).hasAttribute('slot'),
    );
    const fill = assigned.filter((n) => !used.has(n));
    for (const n of fill) used.add(n);
    if (fill.length > 0) slot.replaceWith(...fill);
    else slot.replaceWith(...slot.childNodes); // the slot's fallback content
  }
}
