// The CPU time of everything a run starts, browsers included. A browser's processes leave the
// process tree (they are reparented), so the times of children miss them; a control group does
// not: a process stays in the group it was started in. So the run moves itself into a control
// group of its own, where everything it starts lands too, and reads the group's CPU time at the
// end: cgroup v2's cpu.stat, or cgroup v1's cpuacct. Where it may not make one, the whole
// machine's busy time over the run (/proc/stat) stands in, other people's work included; on
// systems without either, there is no figure.
import { existsSync, readFileSync, rmdirSync, writeFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'

/** Linux's clock ticks per second in /proc/stat (USER_HZ, 100 on every architecture Node runs on). */
const ticksPerSecond = 100

/** The mount points of the cgroup hierarchies, from a /proc/self/mountinfo text. */
export function cgroupMounts(mountinfo) {
  const mounts = { v2: undefined, cpuacct: undefined }
  for (const line of mountinfo.split('\n')) {
    const [before, after] = line.split(' - ')
    if (!before || !after) continue
    const mountPoint = before.split(' ')[4]
    const [type, , superOptions = ''] = after.split(' ')
    if (type === 'cgroup2') mounts.v2 ??= mountPoint
    if (type === 'cgroup' && superOptions.split(',').includes('cpuacct')) mounts.cpuacct ??= mountPoint
  }
  return mounts
}

/** This process's group in each hierarchy, from a /proc/self/cgroup text: v2's, and v1's cpuacct. */
export function ownGroups(procCgroup) {
  const groups = { v2: undefined, cpuacct: undefined }
  for (const line of procCgroup.split('\n')) {
    const match = /^(\d+):([^:]*):(.*)$/.exec(line)
    if (!match) continue
    const [, id, controllers, path] = match
    if (id === '0' && controllers === '') groups.v2 = path
    else if (controllers.split(',').includes('cpuacct')) groups.cpuacct = path
  }
  return groups
}

/** Seconds of CPU in a cgroup v2 cpu.stat text. */
export const cpuStatSeconds = (text) => Number(/^usage_usec (\d+)$/m.exec(text)?.[1]) / 1e6

/** The busy ticks of all CPUs in a /proc/stat text: all but idle and waiting for I/O (guest time is in user). */
export function busyTicks(procStat) {
  const fields = /^cpu\s+(.*)$/m.exec(procStat)?.[1].trim().split(/\s+/).map(Number)
  if (!fields || fields.length < 4 || fields.some((n) => !Number.isFinite(n))) return undefined
  const [user, nice, system, , , irq = 0, softirq = 0, steal = 0] = fields
  return user + nice + system + irq + softirq + steal
}

const read = (file) => readFileSync(file, 'utf8')

/** Moves `pid` into the group at `dir` (made for it); returns how to read its seconds and how to undo it all. */
function joinGroup(dir, parent, seconds) {
  mkdirSync(dir)
  try {
    writeFileSync(join(dir, 'cgroup.procs'), String(process.pid))
  } catch (error) {
    rmdirSync(dir)
    throw error
  }
  return {
    seconds,
    leave() {
      // Back to the group it came from, with anything still running in this one; then remove it.
      const left = read(join(dir, 'cgroup.procs')).split('\n').filter(Boolean)
      for (const pid of new Set([String(process.pid), ...left])) {
        try {
          writeFileSync(join(parent, 'cgroup.procs'), pid)
        } catch {
          // It ended meanwhile.
        }
      }
      rmdirSync(dir)
    },
  }
}

/** A control group of this process's own, in cgroup v2 or else v1's cpuacct, or undefined where it may not make one. */
function ownControlGroup() {
  if (process.platform !== 'linux') return undefined
  let mounts, groups
  try {
    mounts = cgroupMounts(read('/proc/self/mountinfo'))
    groups = ownGroups(read('/proc/self/cgroup'))
  } catch {
    return undefined
  }
  const name = `gatehouse-test-${process.pid}`
  const attempts = [
    mounts.v2 && groups.v2 !== undefined
      ? () => {
          const parent = join(mounts.v2, groups.v2)
          const dir = join(parent, name)
          const group = joinGroup(dir, parent, () => cpuStatSeconds(read(join(dir, 'cpu.stat'))))
          return { ...group, source: 'a cgroup (v2) of its own: everything npm test started, browsers included' }
        }
      : undefined,
    mounts.cpuacct && groups.cpuacct !== undefined
      ? () => {
          const parent = join(mounts.cpuacct, groups.cpuacct)
          const dir = join(parent, name)
          const group = joinGroup(dir, parent, () => Number(read(join(dir, 'cpuacct.usage'))) / 1e9)
          return { ...group, source: 'a cgroup (v1 cpuacct) of its own: everything npm test started, browsers included' }
        }
      : undefined,
  ]
  for (const attempt of attempts) {
    let group
    try {
      group = attempt?.()
    } catch {
      // Not allowed here (no permission, a read-only hierarchy, a group that may not hold processes): the next way.
      continue
    }
    if (!group) continue
    try {
      if (Number.isFinite(group.seconds())) return group
    } catch {
      // A group without the figure: leave it, and the next way.
    }
    try {
      group.leave()
    } catch {
      // Left behind empty.
    }
  }
  return undefined
}

/**
 * Starts counting. `read()` gives `{ seconds, source }` (what was measured, in words), or
 * `{ seconds: undefined, source }` saying why there is no figure; `stop()` undoes what the
 * count needed (call it once, at the end: also from an exit handler, it is synchronous).
 */
export function startCpuClock() {
  const group = ownControlGroup()
  if (group) {
    let stopped = false
    return {
      read: () => ({ seconds: group.seconds(), source: group.source }),
      stop: () => {
        if (stopped) return
        stopped = true
        try {
          group.leave()
        } catch {
          // A process still in it: the empty group goes when the machine restarts.
        }
      },
    }
  }
  const busy = () => {
    try {
      return existsSync('/proc/stat') ? busyTicks(read('/proc/stat')) : undefined
    } catch {
      return undefined
    }
  }
  const atStart = busy()
  if (atStart !== undefined) {
    return {
      read: () => ({
        seconds: (busy() - atStart) / ticksPerSecond,
        source: "the whole machine's busy time over the run (/proc/stat): other work on it included",
      }),
      stop: () => undefined,
    }
  }
  return { read: () => ({ seconds: undefined, source: 'unavailable on this system' }), stop: () => undefined }
}
