/** The part of SaxonJS 2 (npm saxon-js, no types of its own) the validation helpers use. */
declare module 'saxon-js' {
  type TransformOptions = {
    /** a compiled stylesheet (SEF) as parsed JSON */
    stylesheetInternal: unknown;
    sourceText: string;
    destination: 'serialized';
  };
  const SaxonJS: {
    transform: (options: TransformOptions) => { principalResult: string };
  };
  export default SaxonJS;
}
