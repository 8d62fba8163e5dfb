/// The version `animatic --version` prints and reports name.
public enum AnimaticVersion {
    public static let current = "0.3.0"
}
