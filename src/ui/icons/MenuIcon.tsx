import { svgIcon } from './svg-icon'

/** Three bars. */
export const MenuIcon = svgIcon('Menu', <path d="M4 6.5h16M4 12h16M4 17.5h16" />)
