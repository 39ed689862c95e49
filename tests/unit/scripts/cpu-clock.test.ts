/**
 * How `npm test` counts the CPU time of what it started: it finds where the cgroup hierarchies
 * are mounted and which groups it is in, reads a group's CPU time, or else the whole machine's
 * busy time.
 */
import { describe, expect, it } from 'vitest'
import { busyTicks, cgroupMounts, cpuStatSeconds, ownGroups } from '../../../scripts/cpu-clock.mjs'

describe('cgroupMounts', () => {
  it('finds cgroup v2 and the v1 hierarchy that has cpuacct, beside the others', () => {
    const hybrid = [
      '31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755',
      '32 31 0:29 / /sys/fs/cgroup/cpu rw,relatime - cgroup cgroup rw,cpu',
      '33 31 0:30 / /sys/fs/cgroup/cpu,cpuacct rw,relatime shared:9 - cgroup cgroup rw,cpu,cpuacct',
      '35 31 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory',
      '41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw',
    ].join('\n')
    expect(cgroupMounts(hybrid)).toEqual({ v2: '/sys/fs/cgroup/unified', cpuacct: '/sys/fs/cgroup/cpu,cpuacct' })
  })

  it('finds v2 alone, and nothing where neither is mounted', () => {
    expect(cgroupMounts('29 23 0:26 / /sys/fs/cgroup rw,nosuid shared:4 - cgroup2 cgroup2 rw,nsdelegate')).toEqual({
      v2: '/sys/fs/cgroup',
      cpuacct: undefined,
    })
    expect(cgroupMounts('22 1 8:1 / / rw,relatime - ext4 /dev/sda1 rw\n')).toEqual({ v2: undefined, cpuacct: undefined })
  })
})

describe('ownGroups', () => {
  it("reads the process's v2 group and its v1 cpuacct group", () => {
    const text = ['5:memory:/jobs/a', '3:cpu,cpuacct:/build/b', '1:name=systemd:/', '0::/user.slice/c', ''].join('\n')
    expect(ownGroups(text)).toEqual({ v2: '/user.slice/c', cpuacct: '/build/b' })
  })

  it('has none for a hierarchy the process is not in', () => {
    expect(ownGroups('0::/\n')).toEqual({ v2: '/', cpuacct: undefined })
    expect(ownGroups('2:cpuacct:/\n')).toEqual({ v2: undefined, cpuacct: '/' })
  })
})

describe('cpuStatSeconds', () => {
  it("is cgroup v2's usage in seconds", () => {
    expect(cpuStatSeconds('usage_usec 304471\nuser_usec 300000\nsystem_usec 4471\n')).toBe(0.304471)
  })

  it('is not a number without usage_usec', () => {
    expect(cpuStatSeconds('user_usec 1\n')).toBeNaN()
  })
})

describe('busyTicks', () => {
  it('counts user, nice, system, irq, softirq and steal; not idle or waiting for I/O', () => {
    //                    user nice system idle iowait irq softirq steal guest guest_nice
    const stat = 'cpu  1000 20 300 90000 4000 5 6 7 100 0\ncpu0 500 10 150 45000 2000 2 3 3 50 0\n'
    expect(busyTicks(stat)).toBe(1000 + 20 + 300 + 5 + 6 + 7)
  })

  it('takes the fields old kernels lack as none', () => {
    expect(busyTicks('cpu 10 2 3 400\n')).toBe(15)
  })

  it('has no figure for another text', () => {
    expect(busyTicks('intr 12 3\n')).toBeUndefined()
    expect(busyTicks('cpu one two three four\n')).toBeUndefined()
  })
})
