/**
 * The id of the `<template>` in which the server lists the prefetch links for the code of islands that wait for the
 * reader (services/src/http/server-render/public-site.ts); the page moves them into `<head>` once it has loaded and
 * is idle (web-public/src/app/islands/later-scripts.ts). Inside a template the links are inert: neither the
 * preload scanner nor the parser fetches them, so a slow phone's load spends no main-thread time on them.
 */
export const LATER_SCRIPTS_TEMPLATE_ID = "later-scripts";
