/**
 * iPhones and iPads ("iOS devices"): the list entry, the device page's record, web policies and
 * the recursive, `case`-tagged block rule.
 *
 * A `flowTypeIs` value travels as a bare string (`"browser"`, `"socket"`); a server that encodes
 * it as a keyed object (`{"browser": {}}`) is read too, and both become the bare string.
 */
import * as z from 'zod/mini'
import { BlockGroupId, BlockRuleId, IOSDeviceId } from '../ids'

/** What the device's web content filter does (see `domain/ios/web-policy.ts`). */
export const WebPolicy = z.enum(['allowAll', 'blockAdult', 'blockAdultAnd', 'blockAllExcept', 'blockAll'])
export type WebPolicy = z.infer<typeof WebPolicy>

export const flowTypes = ['browser', 'socket'] as const
export type FlowType = (typeof flowTypes)[number]

const flowTypeKeyed = z.union([z.object({ browser: z.object({}) }), z.object({ socket: z.object({}) })])

/** Either encoding in; the bare string out. */
export const FlowType = z.lazy(() =>
  z.union([
    z.enum(flowTypes),
    z.pipe(
      flowTypeKeyed,
      z.transform((keyed): FlowType => ('browser' in keyed ? 'browser' : 'socket')),
    ),
  ]),
)

/** The kinds of rule that test one piece of text. */
export const textRuleCases = ['bundleIdContains', 'urlContains', 'hostnameContains', 'hostnameEquals', 'hostnameEndsWith', 'targetContains'] as const
export type TextRuleCase = (typeof textRuleCases)[number]

/** The kinds of rule that test the address of a connection (all text kinds but the bundle id). */
export const addressRuleCases = ['targetContains', 'urlContains', 'hostnameContains', 'hostnameEquals', 'hostnameEndsWith'] as const
export type AddressRuleCase = (typeof addressRuleCases)[number]

export type BlockRule =
  | { readonly case: TextRuleCase; readonly value: string }
  | { readonly case: 'flowTypeIs'; readonly value: FlowType }
  | { readonly case: 'both'; readonly a: BlockRule; readonly b: BlockRule }
  | { readonly case: 'unless'; readonly rule: BlockRule; readonly negatedBy: readonly BlockRule[] }

/** What a wire body may hold (either `flowTypeIs` encoding). */
export type BlockRuleWire =
  | { readonly case: TextRuleCase; readonly value: string }
  | { readonly case: 'flowTypeIs'; readonly value: z.input<typeof FlowType> }
  | { readonly case: 'both'; readonly a: BlockRuleWire; readonly b: BlockRuleWire }
  | { readonly case: 'unless'; readonly rule: BlockRuleWire; readonly negatedBy: readonly BlockRuleWire[] }

export const BlockRule: z.ZodMiniType<BlockRule, BlockRuleWire> = z.lazy(() =>
  z.union([
    z.object({ case: z.enum(textRuleCases), value: z.string() }),
    z.object({ case: z.literal('flowTypeIs'), value: FlowType }),
    z.object({
      case: z.literal('both'),
      get a() {
        return BlockRule
      },
      get b() {
        return BlockRule
      },
    }),
    z.object({
      case: z.literal('unless'),
      get rule() {
        return BlockRule
      },
      get negatedBy() {
        return z.array(BlockRule)
      },
    }),
  ]),
)

export const IOSDeviceSummary = z.lazy(() =>
  z.object({
    id: IOSDeviceId,
    childName: z.string(),
    /** What the device reports: "iPhone" or "iPad" in practice. */
    deviceType: z.string(),
    osVersion: z.string(),
  }),
)
export type IOSDeviceSummary = z.infer<typeof IOSDeviceSummary>

export const BlockGroupRef = z.lazy(() => z.object({ id: BlockGroupId, name: z.string() }))
export type BlockGroupRef = z.infer<typeof BlockGroupRef>

export const DeviceBlockRule = z.lazy(() => z.object({ id: BlockRuleId, rule: BlockRule }))
export type DeviceBlockRule = z.infer<typeof DeviceBlockRule>

export const IOSDevice = z.lazy(() =>
  z.object({
    childName: z.string(),
    deviceType: z.string(),
    osVersion: z.string(),
    allBlockGroups: z.array(BlockGroupRef),
    enabledBlockGroups: z.array(BlockGroupId),
    webPolicy: WebPolicy,
    webPolicyDomains: z.array(z.string()),
    customBlockRules: z.array(DeviceBlockRule),
  }),
)
export type IOSDevice = z.infer<typeof IOSDevice>
