import { Route, Routes } from "react-router";
import { RootLayout } from "./root-layout";
import {
  LANDING_PAGE_ROUTE_PATH,
  LandingPageRoute,
  LOCATION_ROUTINE_ROUTE_PATHS,
  LocationRoutineRoute,
  NotFoundRoute,
  PUBLIC_ROUTES,
  SHARED_ROUTINE_ROUTE_PATH,
  SharedRoutineRoute,
} from "./routes";

/** The route tree; the router itself (browser or static) is chosen by the entry. */
export function App() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {PUBLIC_ROUTES.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
        <Route path={LANDING_PAGE_ROUTE_PATH} element={<LandingPageRoute />} />
        {LOCATION_ROUTINE_ROUTE_PATHS.map((path) => (
          <Route key={path} path={path} element={<LocationRoutineRoute />} />
        ))}
        <Route path={SHARED_ROUTINE_ROUTE_PATH} element={<SharedRoutineRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
