// Self-hosted Plus Jakarta Sans (no font CDN: the product must work on a closed campus network).
import '@fontsource-variable/plus-jakarta-sans';
