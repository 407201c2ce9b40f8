// Async boundary for the federation runtime; this entry only runs when the app is opened standalone.
import('./bootstrap');
