import { Route, Routes } from "react-router";
import { RootLayout } from "./root-layout";
import { NotFoundRoute, PUBLIC_ROUTE_TABLE } from "./routes";

/** The route tree, from the route table; the router itself (browser or static) is chosen by the entry. */
export function App() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {PUBLIC_ROUTE_TABLE.flatMap(({ paths, screen: Screen }) =>
          paths.map((path) => <Route key={path} path={path} element={<Screen />} />),
        )}
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
