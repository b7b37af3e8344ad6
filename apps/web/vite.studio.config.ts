import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Suerte Studio's game client (studio.html), built on its own after the portal into the same dist: it shares
 * no chunk with the portal, so the portal's first load is exactly what it was, and the game inside the portal's
 * frame loads none of the portal.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    target: 'es2022',
    rollupOptions: { input: { studio: fileURLToPath(new URL('./studio.html', import.meta.url)) } },
  },
});
