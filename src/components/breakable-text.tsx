import type { ReactNode } from 'react';

/**
 * Long addresses (e-mails, link paths) with word-break opportunities after the separators a
 * reader expects a wrap at ("jordan.lee@" / "example.com", "/book/" / "jordan-lee/"), instead of
 * being cut off or broken mid-word. The text stays one run of text nodes with `<wbr>` between
 * them (no wrappers), so it reads, copies and is found by tests as the plain string.
 */
export function breakableText(text: string, after: RegExp = /[@./]/): ReactNode {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (after.test(text[i] ?? '') && i + 1 < text.length) {
      parts.push(text.slice(start, i + 1));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.flatMap((part, i) => (i === 0 ? [part] : [<wbr key={i} />, part]));
}
