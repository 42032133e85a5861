// An async boundary: shared modules are settled before the harness runs (development only).
import('./bootstrap');
