/**
 * Writes a Brotli (quality 11) copy beside each built script and stylesheet,
 * so that phones on slow links download the smallest bytes without the
 * server compressing on every request.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

const ASSETS = path.resolve("build/client/assets");
const COMPRESSIBLE = /\.(js|css|svg|json)$/;

const files = (await readdir(ASSETS)).filter((file) => COMPRESSIBLE.test(file));
let before = 0;
let after = 0;
for (const file of files) {
  const source = await readFile(path.join(ASSETS, file));
  const compressed = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  await writeFile(path.join(ASSETS, `${file}.br`), compressed);
  before += source.length;
  after += compressed.length;
}
console.log(`Precompressed ${files.length} assets: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB (brotli)`);
