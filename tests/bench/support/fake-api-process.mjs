// `npm run fake-api` in a process of its own, as any client of the API would use it: the demo
// family, seeded, quiet (the family does nothing on its own, so every load sees the same data),
// every PairQL answer held back `latencyMs`. One such process serves every app a bench compares.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { setPriority } from 'node:os'
import { join } from 'node:path'

/** Starts it on `port`; resolves with `{ url, login(), close() }` once it listens. */
export async function startFakeApiProcess({ root, port, latencyMs, seed = 1 }) {
  const args = [join(root, 'scripts/fake-api.mjs'), '--port', String(port), '--seed', String(seed), '--quiet-family', '--latency', String(latencyMs)]
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
  // It stands for a server elsewhere: its own work yields the cores to the browser being measured.
  try {
    setPriority(child.pid, 10)
  } catch {
    // Not allowed here: it runs at the bench's priority.
  }
  const exited = new Promise((resolve) => child.once('exit', resolve))
  let output = ''
  const url = await new Promise((resolve, reject) => {
    const take = (chunk) => {
      output += chunk.toString()
      const found = /PairQL:\s+(http:\/\/\S+?)\/pairql\//.exec(output)
      if (found) resolve(found[1])
    }
    child.stdout.on('data', take)
    child.stderr.on('data', take)
    void exited.then((code) => reject(new Error(`the fake API stopped (exit ${code}) before listening:\n${output}`)))
  })
  const credentials = JSON.parse(readFileSync(join(root, 'fake-server/demo-credentials.json'), 'utf8'))
  return {
    url,
    /** Logs the demo parent in (a session of its own); resolves with `{ adminId, token }`. */
    async login() {
      const reply = await fetch(`${url}/pairql/dashboard/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(credentials),
      })
      if (!reply.ok) throw new Error(`the fake API refused the demo parent's login (${reply.status})`)
      const { adminId, token } = await reply.json()
      return { adminId, token }
    },
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
