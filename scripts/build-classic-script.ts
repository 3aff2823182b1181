import { build, type Rollup } from 'vite';

/**
 * Builds one entry, apart from the app, into a self-contained classic script (an IIFE that sets
 * the global `name` to the entry's exports): `/embed.js`, which host pages load with
 * `<script async>`, and the boot header that index.html inlines. An extra input of the app's own
 * build would come out as an ES module sharing chunks with the app.
 */
export async function buildClassicScript({
  entry,
  name,
  minify = true,
}: {
  entry: string;
  name: string;
  minify?: boolean;
}): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      minify,
      target: 'es2019',
      lib: { entry, formats: ['iife'], name, fileName: () => `${name}.js` },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error(`The build of ${entry} produced no script`);
  return chunk.code;
}
