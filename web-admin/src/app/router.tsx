import { Route, Routes } from "react-router";
import { paths } from "@/config/paths";
import { RequireSession } from "@/features/auth/components/require-session";
import { DataExporterRoute } from "./routes/data-exporter";
import { HomeRoute } from "./routes/home";
import { LoginRoute } from "./routes/login";
import { NotFoundRoute } from "./routes/not-found";
import { PageManagerRoute } from "./routes/page-manager";
import { PerformanceRoute } from "./routes/performance";
import { PinterestRoute } from "./routes/pinterest";
import { ReachRoute } from "./routes/reach";

/** Every admin screen; all but the login sit behind the session guard. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.login} element={<LoginRoute />} />
      <Route element={<RequireSession />}>
        <Route path={paths.home} element={<HomeRoute />} />
        <Route path={paths.dataExporter} element={<DataExporterRoute />} />
        <Route path={paths.pageManager} element={<PageManagerRoute />} />
        <Route path={paths.pinterest} element={<PinterestRoute />} />
        <Route path={paths.reach} element={<ReachRoute />} />
        <Route path={paths.performance} element={<PerformanceRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
