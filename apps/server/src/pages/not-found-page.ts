import { API_ERROR_MESSAGES } from '@vitrine/catalog/api-errors';

/** Served with HTTP 404 for anything deeper than `/{pathseo}` (PRODUCT §10.10, page: §2.9). */
export const NOT_FOUND_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex" />
    <title>404 – Page not found</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #0b0b0f; color: #f5f5f5; font-family: system-ui, sans-serif; text-align: center; }
      a { color: #fff; }
    </style>
  </head>
  <body>
    <main>
      <h1>404</h1>
      <p>${API_ERROR_MESSAGES.notFound}</p>
      <p><a href="/">Back to the home page</a></p>
    </main>
  </body>
</html>
`;
