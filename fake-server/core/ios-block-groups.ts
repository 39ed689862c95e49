/**
 * The iOS block groups: global rows, the same for every parent, each owning block rules the
 * dashboard never sees. Upper-case ids, as the server emits them.
 */
export const iosBlockGroups: readonly { readonly id: string; readonly name: string }[] = [
  { id: '1EA5F1B8-1B14-4894-9913-56CFEE98BD48', name: 'Ads' },
  { id: 'C15351DF-FF54-4B75-8F7E-2B522A3A0DAE', name: 'AI features' },
  { id: '283A29EC-13EB-4BD3-9211-EB920BD85158', name: 'App store images' },
  { id: 'BAECBDDA-49C0-43EC-A931-777810F34C13', name: 'Apple Maps images' },
  { id: '9CD776C0-F1A6-43C2-861B-F6C6EC8CF513', name: 'apple.com' },
  { id: '087628B2-742C-4164-A3CC-717C4AC72C1A', name: 'GIFs' },
  { id: 'DF7FB156-488A-497B-AA12-C585D3FA4E6C', name: 'Spotlight' },
  { id: '8E337C3C-2EFB-404A-8EB3-781661231844', name: 'WhatsApp' },
  { id: 'EE242FC6-07C7-4694-A3CE-0323B0DDC1FE', name: 'Spotify images' },
]

/** The group with this id (any case), if it is one. */
export const blockGroupOf = (id: string) => iosBlockGroups.find((g) => g.id.toLowerCase() === id.toLowerCase())

/** Sorted by name, as the fake server lists them. */
export const blockGroupsByName = () => [...iosBlockGroups].sort((a, b) => a.name.localeCompare(b.name, 'en'))
