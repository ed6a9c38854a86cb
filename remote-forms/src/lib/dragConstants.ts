/** Drag settings (spec section 9), used by the sortable lists of the form builder. */
export const DRAG_START_THRESHOLD_PX = 5;
export const DRAG_DIRECTION_CHANGE_THRESHOLD_PX = 5;
/** Auto-scroll starts when the pointer is within this fraction of the container's edge. */
export const DRAG_AUTO_SCROLL_EDGE = 0.05;
/** Auto-scroll speed in pixels per tick. */
export const DRAG_AUTO_SCROLL_STEP_PX = 2;
/** Touches must be held this long before a drag starts, so scrolling a list by touch still works. */
export const DRAG_TOUCH_DELAY_MS = 800;
