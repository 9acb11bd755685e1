import { Route, Routes } from "react-router";
import { RootLayout } from "./root-layout";
import { PUBLIC_ROUTES } from "./routes";
import { NotFoundRoute } from "./routes/not-found";

/** The route tree; the router itself (browser or static) is chosen by the entry. */
export function App() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {PUBLIC_ROUTES.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
