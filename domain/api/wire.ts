/**
 * The app's wire types: the shapes shared by several operations, one module per area under
 * `wire/`. They are the app's single set of types; each API profile (`profiles/`) maps them to
 * and from its own wire.
 *
 * Each record and union is built when first used (`z.lazy`: an answer parsed, or a shape built
 * that holds it) and kept, so a page builds the shapes of the answers it reads and no others;
 * the scalars, small and shared by all, are built with their module.
 */
export * from './wire/scalars'
export * from './wire/unions'
export * from './wire/rules'
export * from './wire/records'
export * from './wire/activity'
export * from './wire/dashboard'
export * from './wire/ios'
