// A vitest reporter for the mutation run (vitest.mutation.config.mjs): a test file that fails
// to load (its imports throw) becomes one failed test. Stryker's vitest runner builds a mutant's
// verdict from the tests it collected, and such a file collects none, so a mutant that stops a
// domain module from loading (an event schema emptied, say) would count as surviving although
// every test of that module fails.
import type { Reporter, Vitest } from 'vitest/node'

type FileTask = ReturnType<Vitest['state']['getFiles']>[number]

export default class UnloadableFileAsFailedTest implements Reporter {
  private vitest: Vitest | undefined

  onInit(vitest: Vitest): void {
    this.vitest = vitest
  }

  onTestRunEnd(): void {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state !== 'fail' || file.tasks.length > 0) continue
      const errors = file.result.errors ?? [{ message: `${file.name} failed to load` }]
      // Vitest types a test with a run context only it can build; nothing reads one after the run.
      file.tasks.push({
        type: 'test',
        id: `${file.id}_load`,
        name: 'loads',
        mode: 'run',
        file,
        suite: undefined,
        meta: {},
        context: undefined,
        annotations: [],
        artifacts: [],
        timeout: 0,
        result: { state: 'fail', errors },
      } as unknown as FileTask['tasks'][number])
    }
  }
}
