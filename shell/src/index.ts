// An async boundary: the federation runtime settles shared modules before the app's code runs.
import('./bootstrap');
