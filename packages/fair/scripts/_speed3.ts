import { KeyedHmac } from '../src/stream.js';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
const N = 200000;
const time = (name: string, f: (i: number) => void) => {
  const t = performance.now();
  for (let i = 0; i < N; i++) f(i);
  console.log(name, (N / ((performance.now() - t) / 1000)).toFixed(0));
};
const key = new KeyedHmac('speed');
time('keyed digest', (i) => key.digest(`c:${i}:0`));
const tpl = hmac.create(sha256, utf8ToBytes('speed'));
time('tpl clone', (i) =>
  tpl
    .clone()
    .update(utf8ToBytes(`c:${i}:0`))
    .digest(),
);
time('keyed digest2', (i) => key.digest(`c:${i}:0`));
