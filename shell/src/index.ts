// Async boundary: lets the federation runtime negotiate shared libraries before any app code runs.
import('./bootstrap');
