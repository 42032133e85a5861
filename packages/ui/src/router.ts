/**
 * React Router, as the apps use it. Every app imports the router from here, never from
 * react-router-dom: this module is the one the federation shares (its context must exist once),
 * and because it names what it exports, the build drops the rest of the package (server rendering,
 * sessions, cookies, React Server Components), which a shared react-router-dom would ship whole
 * to every first visit. (biome.json leaves this file out of the rule that forbids react-router-dom.)
 */
export {
  BrowserRouter,
  createBrowserRouter,
  createMemoryRouter,
  isRouteErrorResponse,
  Link,
  MemoryRouter,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  Route,
  type RouteObject,
  RouterProvider,
  Routes,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
