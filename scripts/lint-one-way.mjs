// ESLint rules for the small jobs src/ does one way only (see eslint.config.js for where each applies):
//
// - `gatehouse/button-look`: a link or a button looks like a button through `buttonClass()` or
//   `<Button>` (src/ui/Button.tsx), never a `btn` class written by hand;
// - `gatehouse/id-in-address`: an id goes into an address's params as `idKey(id)`
//   (@domain/api/ids), never `id.toLowerCase()`;
// - `gatehouse/route-hooks`: screens read a route's params and search with `useRouteParams`,
//   `useRouteSearch` and `useRouteData` (src/features/route-hooks.ts, route-data.ts), named by the
//   route's path, never with the router's own untyped or id-named hooks;
// - `gatehouse/command-state`: a screen's saving flag is its command's pending state
//   (`useCommand().pending`), not a `useState` of its own;
// - `gatehouse/command-texts`: a write says how it went through its command's texts (or
//   `runCommands`' success text), never a loading or success toast called by the screen.

/** The class names of a `className` value written as a string or a template's fixed parts. */
function classText(value) {
  if (!value) return null
  if (value.type === 'Literal' && typeof value.value === 'string') return value.value
  if (value.type === 'JSXExpressionContainer') return classText(value.expression)
  if (value.type === 'TemplateLiteral') return value.quasis.map((q) => q.value.cooked ?? '').join(' ')
  if (value.type === 'ConditionalExpression') return [classText(value.consequent), classText(value.alternate)].filter(Boolean).join(' ')
  return null
}

export const buttonLook = {
  meta: {
    type: 'suggestion',
    docs: { description: 'buttons and links styled as buttons take their look from buttonClass() or <Button>' },
    messages: { handWritten: 'Style it as a button with <Button> (a button) or buttonClass() (a link), not a hand-written "btn" class.' },
    schema: [],
  },
  create(context) {
    return {
      JSXAttribute(node) {
        if (node.name.name !== 'className') return
        const text = classText(node.value)
        if (text !== null && /(^|\s)btn(\s|--|$)/.test(text)) context.report({ node, messageId: 'handWritten' })
      },
    }
  },
}

/** Whether `node` sits in the value of a `params` attribute or property (an address's params). */
function inParams(node) {
  for (let at = node.parent; at; at = at.parent) {
    if (at.type === 'JSXAttribute') return at.name.name === 'params'
    if (at.type === 'Property' && at.key.type === 'Identifier' && at.key.name === 'params') return true
  }
  return false
}

export const idInAddress = {
  meta: {
    type: 'suggestion',
    docs: { description: "ids go into an address's params as idKey(id)" },
    messages: { lowerCase: 'Write the id into the address with idKey() from @domain/api/ids, not .toLowerCase().' },
    schema: [],
  },
  create(context) {
    return {
      'CallExpression[callee.type="MemberExpression"][callee.property.name="toLowerCase"]'(node) {
        if (inParams(node)) context.report({ node, messageId: 'lowerCase' })
      },
    }
  },
}

const routerHooks = new Set(['useParams', 'useSearch', 'getRouteApi', 'useMatch', 'useLoaderData'])

export const routeHooks = {
  meta: {
    type: 'suggestion',
    docs: { description: "screens read a route's params, search and data through src/features/route-hooks.ts and route-data.ts" },
    messages: {
      routerHook:
        "Read the route's params and search with useRouteParams(paths.x) / useRouteSearch(paths.x), and its data with useRouteData(…) (src/features/route-hooks.ts, route-data.ts), not the router's {{name}}.",
    },
    schema: [],
  },
  create(context) {
    return {
      ImportDeclaration(node) {
        if (node.source.value !== '@tanstack/react-router') return
        for (const spec of node.specifiers) {
          if (spec.type === 'ImportSpecifier' && routerHooks.has(spec.imported.name)) {
            context.report({ node: spec, messageId: 'routerHook', data: { name: spec.imported.name } })
          }
        }
      },
    }
  },
}

export const commandState = {
  meta: {
    type: 'suggestion',
    docs: { description: "a screen's saving flag is its command's pending state" },
    messages: { ownFlag: 'Take the saving flag from the command: const {{name}} = useCommand() and {{name}}.pending, not a useState of its own.' },
    schema: [],
  },
  create(context) {
    return {
      'VariableDeclarator[id.type="ArrayPattern"][init.type="CallExpression"][init.callee.name="useState"]'(node) {
        const name = node.id.elements[0]?.type === 'Identifier' ? node.id.elements[0].name : ''
        if (/^(saving|deleting|busy|pending|submitting|sending)/i.test(name)) context.report({ node, messageId: 'ownFlag', data: { name } })
      },
    }
  },
}

export const commandTexts = {
  meta: {
    type: 'suggestion',
    docs: { description: 'a write says how it went through its command texts' },
    messages: {
      toast:
        "Say how the write went through its command's texts (command({ …, texts })) or runCommands' success text, not toast.{{kind}}() from the screen.",
    },
    schema: [],
  },
  create(context) {
    return {
      'CallExpression[callee.type="MemberExpression"][callee.object.name="toast"]'(node) {
        const kind = node.callee.property.name
        if (kind === 'success' || kind === 'loading') context.report({ node, messageId: 'toast', data: { kind } })
      },
    }
  },
}
