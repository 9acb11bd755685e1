import type { Request } from "express";

/** Do Not Track and Global Privacy Control: such a visit is not counted at all (reach, page analytics). */
export const optedOut = (req: Request) => req.get("dnt") === "1" || req.get("sec-gpc") === "1";
