/**
 * The one XML writer of the documents the server emits (ISDOC, POHODA): elements are data, every text and attribute
 * value is escaped in one place, characters XML 1.0 forbids are dropped.
 */
export type XmlNode = { name: string; attributes?: Record<string, string>; children: XmlNode[] | string };

export const el = (
  name: string,
  children: XmlNode[] | string | number,
  attributes?: Record<string, string>,
): XmlNode => ({
  name,
  attributes,
  children: typeof children === 'number' ? String(children) : children,
});

/** XML 1.0 Char: tab, line feed, carriage return and the ranges without surrogates, U+FFFE and U+FFFF. */
const isXmlChar = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  (code >= 0x10000 && code <= 0x10ffff);

export const escapeXml = (value: string) =>
  Array.from(value)
    .filter((char) => isXmlChar(char.codePointAt(0) ?? 0))
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const attributesOf = (node: Pick<XmlNode, 'attributes'>) =>
  Object.entries(node.attributes ?? {})
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');

/** An element's text, indented by `indent` per level, or compact (no white space between elements) when null. */
const write = (node: XmlNode, indent: string | null): string => {
  const attributes = attributesOf(node);
  if (typeof node.children === 'string') {
    return `${indent ?? ''}<${node.name}${attributes}>${escapeXml(node.children)}</${node.name}>`;
  }
  if (node.children.length === 0) return `${indent ?? ''}<${node.name}${attributes}/>`;
  if (indent === null) {
    return `<${node.name}${attributes}>${node.children.map((child) => write(child, null)).join('')}</${node.name}>`;
  }
  const inner = node.children.map((child) => write(child, `${indent}  `)).join('\n');
  return `${indent}<${node.name}${attributes}>\n${inner}\n${indent}</${node.name}>`;
};

/** A whole document, indented. */
export const xmlDocument = (root: XmlNode) => `<?xml version="1.0" encoding="UTF-8"?>\n${write(root, '')}\n`;

/** One element without white space between elements (documents written piece by piece). */
export const xmlFragment = (node: XmlNode) => write(node, null);

/** The opening tag of a root written piece by piece (its children streamed, then `</name>`). */
export const xmlOpenTag = (name: string, attributes: Record<string, string>) =>
  `<${name}${attributesOf({ attributes })}>`;

/** At most `max` characters (schemas' string lengths count characters, not bytes), trimmed. */
export const cutText = (value: string, max: number) => Array.from(value.trim()).slice(0, max).join('');
