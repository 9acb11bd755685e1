import { Navigate, Outlet, useLocation } from "react-router";
import { paths } from "@/config/paths";
import { sessionEndReason } from "@/lib/session-store";
import { useSessionStatus } from "../hooks/use-session-status";
import { loginPathFor } from "../utils/next-path";
import { SessionCheck } from "./session-check";

/**
 * The admin guard: the nested routes render only for a confirmed session. Without one the visitor
 * goes to the login page; when a 401 from an admin call ended it, with the way back to this page.
 */
export function RequireSession() {
  const status = useSessionStatus();
  const location = useLocation();
  if (status === "checking") return <SessionCheck />;
  if (status === "unauthenticated") {
    return <Navigate to={sessionEndReason() === "expired" ? loginPathFor(location) : paths.login} replace />;
  }
  return <Outlet />;
}
