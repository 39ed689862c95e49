// Types for cpu-clock.mjs.
export declare function cgroupMounts(mountinfo: string): { v2: string | undefined; cpuacct: string | undefined }
export declare function ownGroups(procCgroup: string): { v2: string | undefined; cpuacct: string | undefined }
export declare function cpuStatSeconds(text: string): number
export declare function busyTicks(procStat: string): number | undefined
export declare function startCpuClock(): {
  read(): { seconds: number | undefined; source: string }
  stop(): void
}
