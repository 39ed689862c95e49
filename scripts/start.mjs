// npm start: the demo (the dashboard on its in-browser fake server) in Vite's dev server, on
// 127.0.0.1 port 5173 or the next free one. Prints the address and the demo login.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { freePort, root, tools } from './lib.mjs'

const host = '127.0.0.1'
const port = await freePort(Number(process.env.PORT ?? 5173), host)
const credentials = JSON.parse(readFileSync(join(root, 'fake-server/demo-credentials.json'), 'utf8'))

const vite = spawn(
  process.execPath,
  [tools.vite, '--mode', 'demo', '--host', host, '--port', String(port), '--strictPort', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => vite.kill(signal))
vite.once('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)))

const listening = () =>
  new Promise((resolve) => {
    const socket = connect({ host, port }, () => {
      socket.end()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

for (let tries = 0; tries < 300 && vite.exitCode === null; tries++) {
  if (await listening()) {
    const url = `http://${host}:${port}/`
    console.log(
      [
        '',
        '  Gatehouse demo is running (the fake server runs in your browser; data stays there).',
        `  Open:      ${url}`,
        `  E-mail:    ${credentials.email}`,
        `  Password:  ${credentials.password}`,
        '  Stop with Ctrl+C.',
        '',
      ].join('\n'),
    )
    break
  }
  await new Promise((resolve) => setTimeout(resolve, 200))
}
