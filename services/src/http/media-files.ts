import express, { type RequestHandler, Router } from "express";

/**
 * /media: the workout clips' folder. A miss answers a plain 404 "Not found" (text/plain), never a file system
 * error that names a path of the server's. The players do not ask for a clip that is not there (the catalog
 * gives such a workout `videoUrl: null`), so a miss here is a stale or made-up address.
 */
export function mediaFiles(dir: string): Router {
  const router = Router();
  router.use(express.static(dir, { index: false, fallthrough: true, redirect: false }));
  const notFound: RequestHandler = (_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  };
  router.use(notFound);
  return router;
}
