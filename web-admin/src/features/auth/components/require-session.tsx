import { Navigate, Outlet } from "react-router";
import { paths } from "@/config/paths";
import { useSessionStatus } from "../hooks/use-session-status";
import { SessionCheck } from "./session-check";

/** The admin guard: the nested routes render only for a confirmed session. */
export function RequireSession() {
  const status = useSessionStatus();
  if (status === "checking") return <SessionCheck />;
  if (status === "unauthenticated") return <Navigate to={paths.login} replace />;
  return <Outlet />;
}
