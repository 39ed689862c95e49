/**
 * The generic document lists each signed-in route's screen files (route path to files); its first
 * script picks the files of the address it is on.
 */
import { describe, expect, it } from 'vitest'
import { routeCodeFiles } from '../../../src/route-code'

const table = JSON.stringify({
  '/': ['assets/children.css', 'assets/ChildrenScreen.js'],
  '/children/$userId': ['assets/ChildScreen.js'],
  '/children/$userId/unlock-requests/$id': ['assets/requests.css', 'assets/UnlockRequestScreen.js'],
})

describe('routeCodeFiles', () => {
  it("gives the files of the address's own entry, else of the route pattern it matches", () => {
    expect(routeCodeFiles(table, '/')).toEqual(['assets/children.css', 'assets/ChildrenScreen.js'])
    expect(routeCodeFiles(table, '/children/c1')).toEqual(['assets/ChildScreen.js'])
    expect(routeCodeFiles(table, '/children/c1/unlock-requests/r1')).toEqual(['assets/requests.css', 'assets/UnlockRequestScreen.js'])
  })

  it('gives nothing for another address, or a list that is missing or malformed', () => {
    expect(routeCodeFiles(table, '/otp/abc')).toEqual([])
    expect(routeCodeFiles(table, '/children/c1/unlock-requests')).toEqual([])
    expect(routeCodeFiles(undefined, '/')).toEqual([])
    expect(routeCodeFiles('{not json', '/')).toEqual([])
    expect(routeCodeFiles('null', '/')).toEqual([])
    expect(routeCodeFiles(JSON.stringify({ '/': 'assets/a.js' }), '/')).toEqual([])
    expect(routeCodeFiles(JSON.stringify({ '/': ['assets/a.js', 3] }), '/')).toEqual(['assets/a.js'])
  })
})
