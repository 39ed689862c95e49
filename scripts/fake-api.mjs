// npm run fake-api: the demo's fake server over HTTP on 127.0.0.1 (default port 8787), for
// clients that are not the in-browser demo. Arguments are described in fake-server/http-main.ts
// and README.md. The TypeScript sources run through Vite's module runner, as the demo does.
import { join } from 'node:path'
import { runnerImport } from 'vite'
import { root } from './lib.mjs'

const { module } = await runnerImport(join(root, 'fake-server/http-main.ts'), {
  root,
  logLevel: 'error',
  resolve: { alias: { '@domain': join(root, 'domain') } },
})
await module.runFakeApiCli(process.argv.slice(2), process.env)
