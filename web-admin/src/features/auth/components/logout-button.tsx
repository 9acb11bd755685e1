import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { StrokeIcon } from "@/components/ui/stroke-icon";
import { paths } from "@/config/paths";
import { clearStoredSessionId } from "@/lib/session-store";
import { useLogout } from "../api/logout";
import { useStoredSessionId } from "../hooks/use-stored-session-id";

/**
 * Tells the server to end the session, then forgets it here whatever the answer: the
 * operator asked to leave, and a stale id would be refused at the next check anyway.
 */
export function LogoutButton() {
  const sessionId = useStoredSessionId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logoutMutation = useLogout({
    onSettled: () => {
      clearStoredSessionId();
      queryClient.clear();
      navigate(paths.login, { replace: true });
    },
  });

  return (
    <Button
      variant="outline"
      disabled={logoutMutation.isPending}
      onClick={() => {
        if (sessionId) logoutMutation.mutate(sessionId);
        else navigate(paths.login, { replace: true });
      }}
    >
      <StrokeIcon viewBox="0 0 20 20">
        <path d="M8 4H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3M13 14l4-4-4-4M17 10H8" />
      </StrokeIcon>
      {logoutMutation.isPending ? "Logging out..." : "Logout"}
    </Button>
  );
}
