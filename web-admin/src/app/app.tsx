import { BrowserRouter } from "react-router";
import { ROUTER_BASENAME } from "@/config/paths";
import { AppProvider } from "./provider";
import { AppRoutes } from "./router";

export function App() {
  return (
    <BrowserRouter basename={ROUTER_BASENAME}>
      <AppProvider>
        <AppRoutes />
      </AppProvider>
    </BrowserRouter>
  );
}
