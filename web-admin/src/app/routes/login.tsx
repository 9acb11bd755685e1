import { BRAND } from "@movebreak/shared/brand";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { paths } from "@/config/paths";
import { LoginForm } from "@/features/auth/components/login-form";
import { SessionCheck } from "@/features/auth/components/session-check";
import { useSessionStatus } from "@/features/auth/hooks/use-session-status";
import { safeNextPath } from "@/features/auth/utils/next-path";

export function LoginRoute() {
  const status = useSessionStatus();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Back to the page that sent the visitor here, when it is one of ours; else the admin home.
  const destination = safeNextPath(params.get("next")) ?? paths.home;

  if (status === "checking") return <SessionCheck />;
  if (status === "authenticated") return <Navigate to={destination} replace />;

  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <title>{`Admin Login · ${BRAND.name}`}</title>
      <div className="w-full max-w-sm">
        <div className="mb-6 flex items-center justify-center gap-2 font-semibold text-lg text-slate-900">
          <span aria-hidden="true" className="size-3 rounded-full bg-brand-500 ring-4 ring-brand-100" />
          {BRAND.name}
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="font-bold text-2xl text-slate-900 tracking-tight">Admin Login</h1>
          <p className="mt-1 mb-6 text-slate-600 text-sm">Enter your admin token to manage the site.</p>
          <LoginForm onLoggedIn={() => navigate(destination, { replace: true })} />
        </div>
      </div>
    </main>
  );
}
