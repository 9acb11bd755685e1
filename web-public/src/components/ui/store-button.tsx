import type { ReactNode } from "react";
import { useStoreLink } from "@/hooks/use-store-link";
import { type ButtonSize, type ButtonVariant, buttonClass } from "./button-styles";

interface StoreButtonProps {
  children?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Called before the redirect starts (for example to close a menu). */
  onBeforeRedirect?: () => void;
}

/** The "Try for Free" / download call to action: analytics event, then the store listing. */
export function StoreButton({
  children = "Try for Free",
  variant = "primary",
  size = "md",
  className = "",
  onBeforeRedirect,
}: StoreButtonProps) {
  const link = useStoreLink(onBeforeRedirect);
  return (
    <a {...link} className={buttonClass(variant, size, className)}>
      {children}
    </a>
  );
}
