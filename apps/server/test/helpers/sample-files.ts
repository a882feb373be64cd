import { crc32 } from 'node:zlib';

/** A ZIP (stored, uncompressed) with the given entries, as Office documents are. */
export const zipOf = (entries: Record<string, string>) => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};

const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** An OLE compound file whose directory names one stream (enough for detection). */
export const oleWithStream = (stream: string) =>
  Buffer.concat([OLE_MAGIC, Buffer.alloc(504), Buffer.from(stream, 'utf16le'), Buffer.alloc(64)]);

export const samples = {
  pdf: Buffer.from('%PDF-1.7\n% Ceník\n'),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]),
  gif: Buffer.from('GIF89a\x01\x00\x01\x00'),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([20, 0, 0, 0]), Buffer.from('WEBPVP8 ')]),
  mp3: Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0])]),
  mp3Frame: Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0]),
  mp4: Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypmp42'), Buffer.alloc(12)]),
  docx: zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' }),
  xlsx: zipOf({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }),
  pptx: zipOf({ '[Content_Types].xml': '<Types/>', 'ppt/presentation.xml': '<p/>' }),
  doc: oleWithStream('WordDocument'),
  xls: oleWithStream('Workbook'),
};

export const badSamples = {
  html: Buffer.from('<!doctype html><script>alert(1)</script>'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]),
  elf: Buffer.concat([Buffer.from([0x7f]), Buffer.from('ELF'), Buffer.alloc(32)]),
  zip: zipOf({ 'run.exe': 'MZ' }),
  docm: zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w/>', 'word/vbaProject.bin': 'x' }),
  msi: oleWithStream('SummaryInformation'),
  text: Buffer.from('just text'),
};
