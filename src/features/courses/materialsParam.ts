/** The URL parameter of `/courseDocument` naming the course whose materials it shows. */
export const MATERIALS_COURSE_PARAM = 'course';
