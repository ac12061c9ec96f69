/** The part of dcmjs (which ships no types) the de-identification uses. */
declare module 'dcmjs' {
  interface DcmjsAttribute {
    vr: string;
    Value?: unknown[];
  }
  interface DcmjsDicomDict {
    meta: Record<string, DcmjsAttribute>;
    dict: Record<string, DcmjsAttribute>;
    write(options?: { allowInvalidVRLength?: boolean }): ArrayBuffer;
  }
  const dcmjs: {
    data: {
      DicomMessage: { readFile(buffer: ArrayBuffer, options?: { ignoreErrors?: boolean; noCopy?: boolean }): DcmjsDicomDict };
      DicomDict: new (meta: Record<string, DcmjsAttribute>) => DcmjsDicomDict;
    };
  };
  export default dcmjs;
}
