// The shell's styles load with the entry so the HTML links them in <head> (no flash of unstyled content).
import './styles.css';

// Async boundary: shared singletons (React, the router, ...) are negotiated by the federation runtime before
// any module that uses them is evaluated.
import('./bootstrap');
