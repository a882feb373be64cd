/**
 * A minimal XML writer for the documents the server emits (ISDOC): elements are data, every text
 * and attribute value is escaped in one place, characters XML 1.0 forbids are dropped.
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

const isXmlChar = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0x10ffff);

export const escapeXml = (value: string) =>
  Array.from(value)
    .filter((char) => isXmlChar(char.codePointAt(0) ?? 0))
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const write = (node: XmlNode, indent: string): string => {
  const attributes = Object.entries(node.attributes ?? {})
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  if (typeof node.children === 'string') {
    return `${indent}<${node.name}${attributes}>${escapeXml(node.children)}</${node.name}>`;
  }
  if (node.children.length === 0) return `${indent}<${node.name}${attributes}/>`;
  const inner = node.children.map((child) => write(child, `${indent}  `)).join('\n');
  return `${indent}<${node.name}${attributes}>\n${inner}\n${indent}</${node.name}>`;
};

export const xmlDocument = (root: XmlNode) => `<?xml version="1.0" encoding="UTF-8"?>\n${write(root, '')}\n`;
